/** What one finished `fetchJson` call looked like, for diagnostics. */
export interface FetchOutcome {
  method: string;
  url: string;
  /** The final status; undefined when the server could not be reached or the call was cancelled. */
  status: number | undefined;
  durationMs: number;
  /** The trace id the call carried, if any. */
  traceId: string | undefined;
  /** The failure, when the call did not succeed. */
  error?: unknown;
}

/** Lets diagnostics add headers to API calls and hear how they ended, without fetchJson knowing about them. */
export interface FetchObserver {
  /** Extra headers for a call to `url` (e.g. the trace id); never replaces a header the caller set. */
  headersFor?(url: string): Record<string, string>;
  finished?(outcome: FetchOutcome): void;
}

let current: FetchObserver | null = null;

/** Installs the observer of every `fetchJson` call; returns the function that removes it. */
export function observeFetches(observer: FetchObserver): () => void {
  current = observer;
  return () => {
    if (current === observer) current = null;
  };
}

export function fetchObserver(): FetchObserver | null {
  return current;
}
