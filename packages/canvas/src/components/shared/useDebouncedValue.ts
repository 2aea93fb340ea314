import { useEffect, useState } from "react";

export interface DebounceOptions<Value> {
  /** Values that apply without waiting, such as an emptied search field (clearing a search shows everything at once). */
  readonly settlesAtOnce?: (value: Value) => boolean;
}

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<Value>(value: Value, delayMs: number, options: DebounceOptions<Value> = {}): Value {
  const [settled, setSettled] = useState(value);
  const atOnce = options.settlesAtOnce?.(value) ?? false;
  useEffect(() => {
    if (atOnce) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, atOnce]);
  return settled;
}
