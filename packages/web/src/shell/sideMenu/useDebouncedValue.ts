import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `delayMs`; an empty string applies at once (clearing a search). */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === "") {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
