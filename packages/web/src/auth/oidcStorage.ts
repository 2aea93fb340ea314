/**
 * What the OpenID Connect client (oidc-client-ts) and the page's boot script (decision 072) must agree on, kept
 * free of imports so the boot script stays small: the scopes asked for, and where the client keeps its
 * signed-in user and its sign-in requests in local storage.
 */

/** Sign-in only; refresh tokens (offline_access) renew the access token without leaving the page. */
export const AUTH_SCOPES = "openid offline_access";

/** The prefix of every key the client writes to local storage: `oidc.<state id>` for each sign-in request. */
export const OIDC_STORAGE_PREFIX = "oidc.";

/** The local-storage key of the signed-in user, as oidc-client-ts names it for an issuer and client. */
export function storedUserKey(authority: string, clientId: string): string {
  return `${OIDC_STORAGE_PREFIX}user:${authority}:${clientId}`;
}
