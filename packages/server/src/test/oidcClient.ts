import { createHash, randomBytes } from "node:crypto";

/** A minimal browser stand-in: follows the sign-in flow with cookies, as the SPA's browser would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.header());
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }
}

type Tokens = { access_token: string; refresh_token?: string; id_token?: string; expires_in: number };

export type SignInAttempt = { ok: true; tokens: Tokens; jar: CookieJar } | { ok: false; status: number; page: string };

/** Runs authorization code + PKCE against the embedded provider with a password sign-in. */
export async function signInWithPassword(
  baseUrl: string,
  options: { clientId: string; email: string; password: string; redirectUri?: string },
): Promise<SignInAttempt> {
  const jar = new CookieJar();
  const redirectUri = options.redirectUri ?? `${baseUrl}/login-callback`;
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid offline_access",
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "state-1",
  });
  const start = await jar.fetch(`${baseUrl}/oidc/auth?${query}`);
  const interaction = new URL(start.headers.get("location") ?? "", baseUrl);
  const form = await jar.fetch(interaction.href);
  if (form.status !== 200) return { ok: false, status: form.status, page: await form.text() };

  const login = await jar.fetch(`${interaction.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: options.email, password: options.password }),
  });
  if (login.status !== 303) return { ok: false, status: login.status, page: await login.text() };

  let location = new URL(login.headers.get("location") ?? "", baseUrl);
  for (let hops = 0; hops < 5 && !location.href.startsWith(redirectUri); hops += 1) {
    const next = await jar.fetch(location.href);
    location = new URL(next.headers.get("location") ?? "", baseUrl);
  }
  const code = location.searchParams.get("code");
  if (!code) return { ok: false, status: 0, page: `no code in ${location.href}` };

  const tokenResponse = await fetch(`${baseUrl}/oidc/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }),
  });
  if (tokenResponse.status !== 200)
    return { ok: false, status: tokenResponse.status, page: await tokenResponse.text() };
  return { ok: true, tokens: (await tokenResponse.json()) as Tokens, jar };
}
