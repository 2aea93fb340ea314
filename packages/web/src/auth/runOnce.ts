const started = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `run` only once for the same owner and key: a second call (React's development double effects)
 * gets the first call's promise. Completing a sign-in or sign-out response twice would fail, because the
 * first completion consumes the request state stored in the browser.
 */
export function runOnce<T>(owner: object, key: string, run: () => Promise<T>): Promise<T> {
  let runs = started.get(owner);
  if (!runs) {
    runs = new Map();
    started.set(owner, runs);
  }
  const existing = runs.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = run();
  runs.set(key, promise);
  return promise;
}
