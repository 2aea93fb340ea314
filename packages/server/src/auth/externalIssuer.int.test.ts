import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** Another identity provider on loopback that publishes its keys, as Entra ID or Keycloak would. */
async function startExternalIssuer(): Promise<{
  url: string;
  sign: (claims: object) => Promise<string>;
  close: () => Promise<void>;
}> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: "external-1", alg: "ES256", use: "sig" };
  const server: Server = createServer((request, response) => {
    if (request.url === "/jwks") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "ES256", kid: "external-1" })
        .setIssuer(`${url}/tenant-x/v2.0`)
        .setAudience("api://storyframe")
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("tokens of an external issuer on %s", (kind) => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;
  beforeAll(async () => {
    issuer = await startExternalIssuer();
    t = await buildTestApp(kind, {
      STORYFRAME_OIDC_ISSUER: `${issuer.url}/tenant-x/v2.0`,
      STORYFRAME_OIDC_CLIENT_ID: "spa-client-at-idp",
      STORYFRAME_OIDC_JWKS_URL: `${issuer.url}/jwks`,
      STORYFRAME_OIDC_AUDIENCE: "api://storyframe",
      STORYFRAME_OIDC_EMAIL_CLAIM: "preferred_username",
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  it("tells the SPA to sign in at the external issuer with its client id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host: "localhost" } });
    expect(response.json().auth).toMatchObject({
      instance: `${issuer.url}/tenant-x/v2.0`,
      clientId: "spa-client-at-idp",
    });
  });

  it("resolves a token without Storyframe's claims to the tenant's user by e-mail, with their roles and tags", async () => {
    const token = await issuer.sign({ preferred_username: "Admin@Demo.Storyframe.Test", name: "Ada (from the IdP)" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { host: "localhost", authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Ada (from the IdP)", roles: ["Administrator"], anonymous: false });
    expect(response.json().effectiveTags).toContain("users::read");
  });

  it("refuses a valid external token whose e-mail belongs to nobody in the tenant", async () => {
    const token = await issuer.sign({ preferred_username: "stranger@elsewhere.test" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { host: "localhost", authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain("No user of this tenant has the token's e-mail address.");
  });

  it("does not serve the embedded provider when an external issuer is configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" });
    expect(response.statusCode).toBe(404);
  });
});
