import { useState } from "react";
import { valuesEqual } from "../shared/optionValue";

/** `value`, or the previous one while it has the same content, so memos keyed on it survive re-renders. */
export function useStableByContent<Value>(value: Value): Value {
  const [stable, setStable] = useState(value);
  if (stable === value || valuesEqual(stable, value)) return stable;
  setStable(value);
  return value;
}
