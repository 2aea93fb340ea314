export const LOGIN_CALLBACK_PATH = "/login-callback";
export const LOGOUT_CALLBACK_PATH = "/logout-callback";

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The address of `location` within the site, e.g. "/storylines/q3?chapter=2#top". */
export function pathOf({ pathname, search, hash }: PathParts): string {
  return `${pathname}${search}${hash}`;
}

/** The address the browser is at, within the site. */
export function currentPath(): string {
  return pathOf(window.location);
}

function isCallbackPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]?.toLowerCase() ?? "";
  return pathname === LOGIN_CALLBACK_PATH || pathname === LOGOUT_CALLBACK_PATH;
}

/**
 * `value` when it is an address on this site ("/…") to send the user back to, null otherwise: never an
 * absolute or protocol-relative URL (which would let a crafted link send users elsewhere), never a callback.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  return isCallbackPath(value) ? null : value;
}

/** What a sign-in carries through the identity provider: where to return afterwards. */
export interface SignInState {
  originalPath: string;
}

/** What a sign-out carries through the identity provider: where to return afterwards. */
export interface SignOutState {
  returnPath: string;
}

/** The site address stored under `key` in a round-tripped state, or null. */
export function pathInState(state: unknown, key: keyof SignInState | keyof SignOutState): string | null {
  if (typeof state !== "object" || state === null) return null;
  return localPath((state as Record<string, unknown>)[key]);
}
