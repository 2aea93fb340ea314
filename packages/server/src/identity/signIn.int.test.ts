import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../admin/seedDemoAccounts";
import { buildApp, createServices } from "../app";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";

const admin = DEMO_ACCOUNTS[0];
if (!admin) throw new Error("demo accounts missing");

describe.each(databaseKinds)("sign-in through the embedded provider on %s", (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => {
    await s.close();
  });

  it("publishes discovery with the configured issuer", async () => {
    const response = await fetch(`${s.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${s.baseUrl}/oidc`);
    expect(discovery.code_challenge_methods_supported).toContain("S256");
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "offline_access"]));
  });

  it("signs a demo user in with code + PKCE and issues a JWT access token with the spec's claims", async () => {
    const result = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: admin.emailAddress,
      password: admin.password,
    });
    if (!result.ok) throw new Error(`sign-in failed: ${result.status} ${result.page.slice(0, 300)}`);
    expect(result.tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(result.tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${s.baseUrl}/oidc`,
      aud: "urn:storyframe:api",
      name: "Ada Admin",
      email: admin.emailAddress,
      domain: "demo",
      tenant_name: "Storyframe Demo",
      roles: ["Administrator"],
      denied_tags: [],
      user_metadata: [],
    });
    expect(claims.allowed_tags).toEqual(expect.arrayContaining(["users::read", "roles::delete", "groups::create"]));

    const session = await fetch(`${s.baseUrl}/api/session`, {
      headers: { authorization: `Bearer ${result.tokens.access_token}` },
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      name: "Ada Admin",
      roles: ["Administrator"],
      isDeveloper: false,
      anonymous: false,
    });
  });

  it("renews the access token with the refresh token", async () => {
    const result = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: admin.emailAddress,
      password: admin.password,
    });
    if (!result.ok) throw new Error("sign-in failed");
    const refreshed = await fetch(`${s.baseUrl}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: result.tokens.refresh_token ?? "",
        client_id: "storyframe-demo",
      }),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string };
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: admin.emailAddress, aud: "urn:storyframe:api" });
  });

  it("refuses a wrong password with a message that does not reveal whether the e-mail exists", async () => {
    const wrong = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: admin.emailAddress,
      password: "not-the-password",
    });
    const unknown = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: "nobody@demo.storyframe.test",
      password: "not-the-password",
    });
    expect(wrong.ok).toBe(false);
    expect(unknown.ok).toBe(false);
    if (wrong.ok || unknown.ok) return;
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.page).toContain("The e-mail address or password is incorrect.");
    expect(unknown.page).toContain("The e-mail address or password is incorrect.");
  });

  it("refuses a redirect address the tenant's client does not own", async () => {
    const response = await fetch(
      `${s.baseUrl}/oidc/auth?${new URLSearchParams({
        client_id: "storyframe-demo",
        redirect_uri: "https://evil.example/login-callback",
        response_type: "code",
        scope: "openid",
        code_challenge: "x".repeat(43),
        code_challenge_method: "S256",
      })}`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("redirect_uri");
  });

  it("keeps tokens and refresh tokens valid across a restart (keys and grants live in the database)", async () => {
    const result = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: admin.emailAddress,
      password: admin.password,
    });
    if (!result.ok) throw new Error("sign-in failed");

    // A second application instance on the same database, as after a restart or on another node.
    const services = await createServices(s.config, s.database, { info: () => {}, error: () => {} });
    const { app: restarted } = await buildApp({ config: s.config, database: s.database, services });
    try {
      const session = await restarted.inject({
        method: "GET",
        url: "/api/session",
        headers: { host: "127.0.0.1", authorization: `Bearer ${result.tokens.access_token}` },
      });
      expect(session.statusCode).toBe(200);
      const refreshed = await restarted.inject({
        method: "POST",
        url: "/oidc/token",
        headers: { "content-type": "application/x-www-form-urlencoded", host: new URL(s.baseUrl).host },
        payload: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: result.tokens.refresh_token ?? "",
          client_id: "storyframe-demo",
        }).toString(),
      });
      expect(refreshed.statusCode).toBe(200);
      expect(await s.database.db.selectFrom("signing_keys").selectAll().execute()).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
