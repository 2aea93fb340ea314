/**
 * GET requests the page's boot script starts while the app's code downloads (decision 072), kept for the app's
 * `fetchJson` to take instead of asking again, as the answer its own request would have had (a refusal included:
 * `fetchJson` then retries or fails as it would have). Each is taken once and only by the same request: the same
 * address with the same token, branch and data-model headers. A request that could not reach the server keeps
 * nothing, and the app asks itself.
 */

/** Where the boot script leaves its requests, by the key of each. */
const EARLY_ANSWERS = "__storyframeEarlyAnswers";

/** After this long an answer is not taken: the app asks for the current one. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** The headers that make two GETs of one address the same request. */
const IDENTIFYING_HEADERS = ["authorization", "branch", "branchstate", "datamodelversion"] as const;

export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  bodyText: string;
}

/** Where the boot script leaves the answer of the storyline the page opens, for the app to look at early. */
const EARLY_STORYLINE = "__storyframeEarlyStoryline";

type Kept = { answer: Promise<EarlyAnswer | null>; startedAt: number };
type Holder = { [EARLY_ANSWERS]?: Map<string, Kept>; [EARLY_STORYLINE]?: Promise<EarlyAnswer | null> };

function keyOf(url: string, headers: Headers): string {
  return [new URL(url, window.location.href).href, ...IDENTIFYING_HEADERS.map((name) => headers.get(name) ?? "")].join(
    "\n",
  );
}

/** Sends a GET of `url` now; its answer waits for the app. Resolves null when the server could not be reached. */
export function startEarlyRequest(
  url: string,
  headers: Headers,
  holder: Holder = window as Holder,
): Promise<EarlyAnswer | null> {
  const answer = fetch(url, { headers })
    .then(async (response): Promise<EarlyAnswer> => {
      const { status, statusText } = response;
      return { status, statusText, headers: response.headers, bodyText: status === 204 ? "" : await response.text() };
    })
    .catch(() => null);
  holder[EARLY_ANSWERS] ??= new Map();
  holder[EARLY_ANSWERS].set(keyOf(url, headers), { answer, startedAt: Date.now() });
  return answer;
}

/** The early answer to this GET, once; null when the page started none (or it is too old to be current). */
export function takeEarlyAnswer(
  url: string,
  headers: Headers,
  holder: Holder = window as Holder,
): Promise<EarlyAnswer | null> | null {
  const answers = holder[EARLY_ANSWERS];
  if (!answers?.size) return null;
  const key = keyOf(url, headers);
  const kept = answers.get(key);
  if (!kept) return null;
  answers.delete(key);
  return Date.now() - kept.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? kept.answer : null;
}

/** Keeps the answer of the storyline the page opens (its request is also kept for `fetchJson` to take). */
export function keepEarlyStoryline(answer: Promise<EarlyAnswer | null>, holder: Holder = window as Holder): void {
  holder[EARLY_STORYLINE] = answer;
}

/**
 * The storyline the boot script asked for, as the server sent it, without taking it from `fetchJson`: null at once
 * when it asked for none, a promise of null when the answer is not a storyline (a refusal, a failure, something else
 * than JSON). Read once: the page does not keep the answer (a large storyline's text) for its whole life.
 */
export function earlyStorylineBody(holder: Holder = window as Holder): Promise<unknown> | null {
  const kept = holder[EARLY_STORYLINE];
  if (kept === undefined) return null;
  delete holder[EARLY_STORYLINE];
  return kept.then((answer) => {
    if (answer?.status !== 200) return null;
    try {
      return JSON.parse(answer.bodyText) as unknown;
    } catch {
      return null;
    }
  });
}
