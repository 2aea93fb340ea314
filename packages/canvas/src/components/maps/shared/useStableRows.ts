import { useRef } from "react";

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Whether two lists of flat rows hold the same values, row by row. */
function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((row, index) => shallowEqual(row, b[index]));
}

/**
 * The rows as last seen while their values stay the same. A component's props are parsed afresh on every render,
 * so the map redraws its points (and a data rebind is told apart from a re-render) only when the values change.
 */
export function useStableRows<Row>(rows: readonly Row[]): readonly Row[] {
  const kept = useRef(rows);
  if (kept.current !== rows && !sameRows(kept.current, rows)) kept.current = rows;
  return kept.current;
}
