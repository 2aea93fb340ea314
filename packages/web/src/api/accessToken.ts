/** Where the signed-in user's access token comes from; resolves null while nobody is signed in. */
export type AccessTokenSource = () => Promise<string | null>;

interface BearerAuth {
  source: AccessTokenSource;
  origins: ReadonlySet<string>;
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
  const config: BearerAuth = { source, origins };
  current = config;
  return () => {
    if (current === config) current = null;
  };
}

/** The Authorization header value for a request to `url`, or null when it must go without one. */
export async function authorizationFor(url: string): Promise<string | null> {
  const config = current;
  if (!config) return null;
  const origin = originOf(url);
  if (!origin || !config.origins.has(origin)) return null;
  // A token store that cannot be read means nobody is signed in as far as this request is concerned.
  const token = await config.source().catch(() => null);
  return token ? `Bearer ${token}` : null;
}
