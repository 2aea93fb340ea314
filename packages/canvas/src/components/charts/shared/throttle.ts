/** A throttled function: runs at once, then at most once per `waitMs` with the latest arguments. */
export type Throttled<Args extends unknown[]> = {
  (...args: Args): void;
  /** Runs a pending trailing call now (on unmount, so the last change is not lost). */
  flush(): void;
  /** Drops a pending trailing call. */
  cancel(): void;
};

/**
 * Throttles `run`: the first call runs at once; calls within `waitMs` of the last run are collapsed into one
 * trailing run with the latest arguments, so the final state always arrives.
 */
export function throttle<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): Throttled<Args> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const fire = (args: Args) => {
    lastRun = Date.now();
    pending = undefined;
    run(...args);
  };

  const throttled = (...args: Args) => {
    const wait = lastRun + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) {
      fire(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending !== undefined) fire(pending);
      },
      Math.max(0, wait),
    );
  };
  throttled.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending !== undefined) fire(pending);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
