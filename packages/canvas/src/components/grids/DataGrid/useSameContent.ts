import { useRef } from "react";
import { sameCellValue } from "./cellValue";

/**
 * The value of an earlier render while it holds the same content (see sameCellValue): a template rebuilds its
 * lists on every render, and what is derived from them by identity need not be derived again.
 */
export function useSameContent<Value>(value: Value): Value {
  const kept = useRef(value);
  if (kept.current !== value && !sameCellValue(kept.current, value)) kept.current = value;
  return kept.current;
}
