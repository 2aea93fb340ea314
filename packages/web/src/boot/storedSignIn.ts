import type { SignedInUser } from "../auth/authClient";
import { storedUserKey } from "../auth/oidcStorage";

/** What the browser holds of an earlier sign-in to the tenant's client. */
export type StoredSignIn =
  /** An access token the app uses as it is. */
  | { kind: "signedIn"; accessToken: string }
  /** An expired access token with a refresh token: the app renews it without the sign-in page. */
  | { kind: "renewable" }
  | { kind: "none" };

/** The stored user's fields; null when none, or when what is stored is not a JSON object (signing in replaces it). */
function storedUser(storage: Storage, authority: string, clientId: string): Record<string, unknown> | null {
  const stored = storage.getItem(storedUserKey(authority, clientId));
  if (stored === null) return null;
  try {
    const user: unknown = JSON.parse(stored);
    return typeof user === "object" && user !== null ? (user as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the user oidc-client-ts keeps in local storage, judged as the app's auth gate judges it: a token is
 * good until `expires_at` (seconds) has passed, or forever without one, as the client's `expired` says.
 */
export function readStoredSignIn(storage: Storage, authority: string, clientId: string, now: number): StoredSignIn {
  const user = storedUser(storage, authority, clientId);
  if (user === null) return { kind: "none" };
  const { access_token: accessToken, expires_at: expiresAt, refresh_token: refreshToken } = user;
  const expired = typeof expiresAt === "number" && expiresAt - Math.floor(now / 1000) <= 0;
  if (typeof accessToken === "string" && accessToken !== "" && !expired) return { kind: "signedIn", accessToken };
  if (typeof refreshToken === "string" && refreshToken !== "") return { kind: "renewable" };
  return { kind: "none" };
}

/**
 * The stored user, when its access token is good for more than `marginSeconds` still: what the app reads of it
 * before the OpenID Connect client has loaded. Null otherwise; the client then decides (renews, or signs in).
 */
export function readStoredUser(
  storage: Storage,
  authority: string,
  clientId: string,
  now: number,
  marginSeconds: number,
): SignedInUser | null {
  const user = storedUser(storage, authority, clientId);
  if (user === null) return null;
  const { access_token, expires_at, refresh_token, id_token } = user;
  if (typeof access_token !== "string" || access_token === "") return null;
  if (typeof expires_at !== "number" || expires_at - Math.floor(now / 1000) <= marginSeconds) return null;
  return {
    access_token,
    expired: false,
    ...(typeof refresh_token === "string" ? { refresh_token } : {}),
    ...(typeof id_token === "string" ? { id_token } : {}),
  };
}
