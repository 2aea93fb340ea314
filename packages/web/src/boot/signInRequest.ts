import { AUTH_SCOPES, OIDC_STORAGE_PREFIX } from "../auth/oidcStorage";
import type { SignInState } from "../auth/paths";

/** The tenant's client at its identity provider, and where the user goes back to afterwards. */
export interface SignInRequestOptions {
  authorizationEndpoint: string;
  /** The issuer, as the OpenID Connect client calls it (its `authority`). */
  authority: string;
  clientId: string;
  redirectUri: string;
  originalPath: string;
}

/** An authorization request, and the state the sign-in callback reads back to complete it. */
export interface SignInRequest {
  /** Where the browser goes to sign in. */
  url: string;
  /** The local-storage key and value of the request's state. */
  stateKey: string;
  stateValue: string;
}

type Randomness = Pick<Crypto, "getRandomValues" | "subtle">;

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function randomBytes(random: Randomness, length: number): Uint8Array {
  return random.getRandomValues(new Uint8Array(length));
}

/**
 * An authorization code request with PKCE (S256), written the way oidc-client-ts writes one for
 * `signinRedirect`: the same parameters, and its state in local storage under `oidc.<id>` in the client's own
 * format, so the app's sign-in callback completes it like one the app started (decision 072).
 */
export async function createSignInRequest(
  options: SignInRequestOptions,
  random: Randomness = crypto,
  now: number = Date.now(),
): Promise<SignInRequest> {
  const id = Array.from(randomBytes(random, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  // 32 random bytes: 43 characters, within RFC 7636's 43 to 128.
  const codeVerifier = base64Url(randomBytes(random, 32));
  const digest = await random.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier));
  const data: SignInState = { originalPath: options.originalPath };

  const url = new URL(options.authorizationEndpoint);
  url.searchParams.append("client_id", options.clientId);
  url.searchParams.append("redirect_uri", options.redirectUri);
  url.searchParams.append("response_type", "code");
  url.searchParams.append("scope", AUTH_SCOPES);
  url.searchParams.append("state", id);
  url.searchParams.append("code_challenge", base64Url(new Uint8Array(digest)));
  url.searchParams.append("code_challenge_method", "S256");

  const state = {
    id,
    data,
    created: Math.floor(now / 1000),
    request_type: "si:r",
    code_verifier: codeVerifier,
    authority: options.authority,
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: AUTH_SCOPES,
  };
  return { url: url.href, stateKey: `${OIDC_STORAGE_PREFIX}${id}`, stateValue: JSON.stringify(state) };
}
