/** A token with the time it stops being valid (milliseconds since the epoch). */
export type ExpiringToken = { token: string; expiresAtMs: number };

/**
 * Where the signed-in user's access token comes from; resolves null while nobody is signed in. A plain string is a
 * token that does not expire while the page holds it (a share link's secret).
 */
export type AccessTokenSource = () => Promise<string | ExpiringToken | null>;

/** A token is reused without asking its source only while it stays valid at least this much longer. */
const REUSE_MARGIN_MS = 30_000;

interface BearerAuth {
  source: AccessTokenSource;
  origins: ReadonlySet<string>;
  /** The token the source last gave, reused at once while valid (see `knownAuthorizationFor`). */
  known: ExpiringToken | null;
  /** The source's answer asked for behind a reused token; one at a time, however many requests reuse it. */
  renewing: Promise<unknown> | null;
}

let current: BearerAuth | null = null;

/** The origin (scheme, host and port) of `url`, relative URLs resolved against the page; null when unparsable. */
export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Makes `fetchJson` send `Authorization: Bearer <token>` to the SPA's own origin and to `apiUrls`' origins —
 * never anywhere else. Returns the function that stops it.
 */
export function provideAccessToken(source: AccessTokenSource, apiUrls: readonly string[]): () => void {
  const origins = new Set<string>();
  for (const url of [window.location.href, ...apiUrls]) {
    const origin = originOf(url);
    if (origin && origin !== "null") origins.add(origin);
  }
  const config: BearerAuth = { source, origins, known: null, renewing: null };
  current = config;
  return () => {
    if (current === config) current = null;
  };
}

/** The Authorization header value for a request to `url`, or null when it must go without one. */
export async function authorizationFor(url: string): Promise<string | null> {
  const config = configFor(url);
  if (!config) return null;
  // A token store that cannot be read means nobody is signed in as far as this request is concerned.
  const given = await config.source().catch(() => null);
  const known = given === null ? null : typeof given === "string" ? { token: given, expiresAtMs: Infinity } : given;
  if (current === config) config.known = known;
  return known && known.expiresAtMs > Date.now() ? `Bearer ${known.token}` : null;
}

/**
 * The Authorization header for `url` without waiting, when it is certain now: no header for an address that gets
 * none, or the token the source last gave while it stays valid for a while (the source is asked again behind it,
 * so a renewed or removed token is the one the next request sends). Undefined when only the source can tell.
 * A request that leaves in the same task as the change that caused it goes out before the page re-renders.
 */
export function knownAuthorizationFor(url: string): string | null | undefined {
  const config = configFor(url);
  if (!config) return null;
  const { known } = config;
  if (!known || known.expiresAtMs - REUSE_MARGIN_MS <= Date.now()) return undefined;
  config.renewing ??= authorizationFor(url).finally(() => {
    config.renewing = null;
  });
  return `Bearer ${known.token}`;
}

function configFor(url: string): BearerAuth | null {
  const config = current;
  if (!config) return null;
  const origin = originOf(url);
  return origin && config.origins.has(origin) ? config : null;
}
