import { useCallback, useEffect, useMemo, useRef } from "react";

/** A commit that waits while a value is still being typed. */
interface DebouncedCommit<Value> {
  /** Commits `value` once nothing else has been scheduled for the delay. */
  schedule(value: Value): void;
  /** Commits the scheduled value now (Enter, leaving the field), if there is one. */
  flush(): void;
  /** Drops the scheduled value (a commit made another way replaces it). */
  cancel(): void;
}

/**
 * Debounces the commits of typed input: each keystroke schedules its value and only the last one, once typing
 * pauses for `delayMs`, is committed; `flush` commits it at once. A value still scheduled when the component
 * goes away is committed then, so the last keystrokes are never lost.
 */
export function useDebouncedCommit<Value>(commit: (value: Value) => void, delayMs: number): DebouncedCommit<Value> {
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  const scheduled = useRef<{ value: Value; timer: ReturnType<typeof setTimeout> } | null>(null);

  const cancel = useCallback(() => {
    if (scheduled.current) clearTimeout(scheduled.current.timer);
    scheduled.current = null;
  }, []);

  const flush = useCallback(() => {
    const pending = scheduled.current;
    if (!pending) return;
    cancel();
    latestCommit.current(pending.value);
  }, [cancel]);

  const schedule = useCallback(
    (value: Value) => {
      cancel();
      scheduled.current = { value, timer: setTimeout(flush, delayMs) };
    },
    [cancel, flush, delayMs],
  );

  useEffect(() => flush, [flush]);
  return useMemo(() => ({ schedule, flush, cancel }), [schedule, flush, cancel]);
}
