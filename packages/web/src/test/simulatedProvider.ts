import { makeClientSettings } from "./clientSettingsFixture";

/** The embedded provider's issuer on the development server. */
export const issuer = "http://localhost:3000/oidc";

/** The app's sign-in settings against that provider. */
export const localAuth = makeClientSettings({
  auth: {
    clientId: "storyframe-demo",
    domain: "localhost",
    instance: issuer,
    tenantId: "demo",
    redirectUri: "http://localhost:3000/login-callback",
  },
}).auth;

function json(value: unknown): Response {
  return new Response(JSON.stringify(value), { status: 200, headers: { "Content-Type": "application/json" } });
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/**
 * Answers a request as the provider would (for a fetch stand-in): its discovery document, and at its token
 * endpoint tokens named after the code sent, with an unsigned ID token, which the client decodes but does not
 * verify. Anything else is not found.
 */
export async function answerAsProvider(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === `${issuer}/.well-known/openid-configuration`) {
    return json({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      end_session_endpoint: `${issuer}/session/end`,
      jwks_uri: `${issuer}/jwks`,
    });
  }
  if (url === `${issuer}/token`) {
    const form = new URLSearchParams(String(init?.body));
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer, aud: localAuth.clientId, sub: "user-1", iat: now, exp: now + 600 };
    return json({
      access_token: `access-for-${form.get("code")}`,
      token_type: "Bearer",
      expires_in: 600,
      refresh_token: "refresh-1",
      scope: "openid offline_access",
      id_token: `${base64Url({ alg: "none" })}.${base64Url(claims)}.`,
    });
  }
  return new Response("{}", { status: 404 });
}
