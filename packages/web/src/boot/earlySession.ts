import { SESSION_PATH } from "../api/sessionPath";

/** Where the page's boot script leaves the session request it started, for the app to take once. */
const EARLY_SESSION = "__storyframeEarlySession";

type Holder = { [EARLY_SESSION]?: Promise<string | null> };

/**
 * Asks for the session while the app's code downloads (decision 072), with the signed-in user's token (none for
 * an anonymous tenant's visitor). Only a successful answer is kept; any other leaves the app to ask itself, with
 * its retries and error pages.
 */
export function startEarlySession(token: string | null, holder: Holder = window as Holder): void {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  holder[EARLY_SESSION] = fetch(SESSION_PATH, { headers })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
}

/** The body of the early session answer, once: a second call, or one without an early request, gets null. */
export function takeEarlySession(holder: Holder = window as Holder): Promise<string | null> {
  const answer = holder[EARLY_SESSION] ?? Promise.resolve(null);
  delete holder[EARLY_SESSION];
  return answer;
}
