import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../admin/seedDemoAccounts";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";

/** The `form-action` directive of a response's Content-Security-Policy. */
function formActionOf(response: Response): string | undefined {
  const policy = response.headers.get("content-security-policy") ?? "";
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("form-action "));
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe.each(databaseKinds)("the identity pages' form-action on %s", (kind) => {
  let s: TestServer;
  let port: string;
  beforeAll(async () => {
    s = await startTestServer(kind);
    port = new URL(s.baseUrl).port;
    const created = await s.services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme",
      hostnames: ["127.0.0.2", "acme.test"],
    });
    if (!created.ok) throw new Error(created.message);
  });
  afterAll(async () => {
    await s.close();
  });

  /** Starts a sign-in from the application on `appOrigin` and opens the sign-in page it leads to. */
  async function signInPageFor(appOrigin: string, clientId = "storyframe-acme"): Promise<Response> {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${appOrigin}/login-callback`,
      response_type: "code",
      scope: "openid offline_access",
      code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
      code_challenge_method: "S256",
      state: "state-1",
    });
    const start = await fetch(`${s.baseUrl}/oidc/auth?${query}`, { redirect: "manual" });
    expect(start.status).toBe(303);
    const page = await fetch(new URL(start.headers.get("location") ?? "", s.baseUrl), {
      headers: { cookie: cookiesOf(start) },
      redirect: "manual",
    });
    expect(page.status).toBe(200);
    return page;
  }

  it.each(["127.0.0.2", "acme.test"])("lets the sign-in form lead on to the application on %s", async (host) => {
    const page = await signInPageFor(`http://${host}:${port}`);
    expect(formActionOf(page)).toBe(`form-action 'self' ${s.baseUrl} http://${host}:${port}`);
  });

  it("names no host of the tenant other than the one the sign-in started from", async () => {
    const page = await signInPageFor(`http://acme.test:${port}`);
    expect(formActionOf(page)).not.toContain("127.0.0.2");
  });

  // The demo tenant owns the IPv6 loopback address.
  it("allows an IPv6 host, which CSP cannot name, by its scheme instead of an invalid source", async () => {
    const page = await signInPageFor(`http://[::1]:${port}`, "storyframe-demo");
    expect(formActionOf(page)).toBe(`form-action 'self' ${s.baseUrl} http:`);
  });

  async function signOutPageFor(appOrigin: string, clientId = "storyframe-acme"): Promise<Response> {
    const query = new URLSearchParams({
      client_id: clientId,
      post_logout_redirect_uri: `${appOrigin}/logout-callback`,
    });
    const page = await fetch(`${s.baseUrl}/oidc/session/end?${query}`, { redirect: "manual" });
    expect(page.status).toBe(200);
    return page;
  }

  it("lets the sign-out form lead back to the application on the host it was left from", async () => {
    const page = await signOutPageFor(`http://acme.test:${port}`);
    expect(formActionOf(page)).toBe(`form-action 'self' http://acme.test:${port}`);
  });

  it("lets the sign-out form lead back to an IPv6 host by its scheme", async () => {
    const page = await signOutPageFor(`http://[::1]:${port}`, "storyframe-demo");
    expect(formActionOf(page)).toBe("form-action 'self' http:");
  });

  it("lets the branded sign-out page of a signed-in user lead back to the IPv6 host it was left from", async () => {
    const admin = DEMO_ACCOUNTS[0];
    if (!admin) throw new Error("demo accounts missing");
    const signedIn = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: admin.emailAddress,
      password: admin.password,
      redirectUri: `http://[::1]:${port}/login-callback`,
    });
    if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
    const query = new URLSearchParams({
      client_id: "storyframe-demo",
      post_logout_redirect_uri: `http://[::1]:${port}/logout-callback`,
    });
    const page = await signedIn.jar.fetch(`${s.baseUrl}/oidc/session/end?${query}`);
    expect(await page.text()).toContain("Signing out");
    expect(formActionOf(page)).toBe("form-action 'self' http:");
  });
});
