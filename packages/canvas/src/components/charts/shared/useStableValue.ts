import { useRef } from "react";

/**
 * The previous value while the new one has the same JSON form. Templates hand a chart freshly parsed props on
 * every render; keeping the old reference avoids re-drawing (and resetting the zoom of) an unchanged chart.
 */
export function useStableValue<Value>(value: Value): Value {
  const previous = useRef<{ value: Value; json: string } | null>(null);
  const json = JSON.stringify(value) ?? "";
  if (previous.current === null || previous.current.json !== json) previous.current = { value, json };
  return previous.current.value;
}
