import { formatDisplayValue } from "../shared/formatValue";
import type { DeltaRowValue } from "./DeltaRow.meta";

/** The text of a bar whose value is missing. */
const MISSING_VALUE_TEXT = "—";

/** One bar of a delta row, ready for a ProgressBar. */
export type DeltaRowBar = {
  label: string | undefined;
  fillPercentage: number;
  text: string;
  color: string | undefined;
};

/**
 * The bars of a delta row: each value as a share of the maximum, with its text — the author's, the
 * percentage when the maximum is 1, or 'value / maximum'.
 */
export function deltaRowBars(values: readonly DeltaRowValue[], max: number): DeltaRowBar[] {
  return values.map((entry) => {
    const item = entry === null || typeof entry === "number" ? { value: entry } : entry;
    const share = item.value !== null && max > 0 ? item.value / max : 0;
    const text =
      "text" in item && item.text !== undefined
        ? String(item.text)
        : item.value === null
          ? MISSING_VALUE_TEXT
          : max === 1
            ? `${formatDisplayValue(item.value * 100, 0)}%`
            : `${formatDisplayValue(item.value)} / ${formatDisplayValue(max)}`;
    return {
      label: "label" in item ? item.label : undefined,
      fillPercentage: share,
      text,
      color: "color" in item ? item.color : undefined,
    };
  });
}
