import type { VdtCard, VdtField } from "./vdtNodeSchema";

/** What a field stands for when a node has exactly three: the value it starts from, the one it goes to, the change. */
export type FieldRole = "from" | "to" | "delta";

const threeFieldRoles: readonly FieldRole[] = ["from", "to", "delta"];

/** The roles of a node's fields: from, to and delta for three fields, none otherwise. */
export function fieldRoles(fields: readonly VdtField[]): readonly (FieldRole | null)[] {
  return fields.length === 3 ? threeFieldRoles : fields.map(() => null);
}

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * A field's value as the card shows it: numbers in en-US with at most two decimals (a delta that grows with a
 * plus sign), text as it is.
 */
export function formatFieldValue(value: VdtField["value"], role: FieldRole | null = null): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "number") return value;
  const text = numberFormat.format(value);
  return role === "delta" && value > 0 ? `+${text}` : text;
}

/** A field's value as its input starts: the number without grouping, so what is typed reads back the same. */
export function editableText(value: VdtField["value"]): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * What an edited field's text commits as: a number for a field that held a number (grouping commas and spaces
 * allowed), else the text. Null when a number field's text is not a number: the edit is refused.
 */
export function editedValue(text: string, original: VdtField["value"]): string | number | null {
  if (typeof original !== "number") return text;
  const cleaned = text.replace(/[,\s]/g, "");
  const number = cleaned === "" ? Number.NaN : Number(cleaned);
  return Number.isFinite(number) ? number : null;
}

/** The share of the progress bar that is filled, 0 to 1. */
export function progressShare(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The progress bar's text: the node's own, else the value as a whole percentage. */
export function progressLabel(card: Pick<VdtCard, "progressBarValue" | "progressBarText">): string {
  return card.progressBarText ?? `${Math.round((card.progressBarValue ?? 0) * 100)}%`;
}

/** The numbers a chart node draws: its model as a list of numbers, or the model's `values`. */
export function chartValues(model: unknown): readonly number[] {
  const list = Array.isArray(model)
    ? model
    : typeof model === "object" && model !== null
      ? Reflect.get(model, "values")
      : null;
  if (!Array.isArray(list)) return [];
  return list.filter((value): value is number => typeof value === "number" && Number.isFinite(value));
}

/** The points of a line through the values, in a 100 × 30 box (highest at the top). */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return "";
  const low = Math.min(...values);
  const range = Math.max(...values) - low || 1;
  const step = values.length === 1 ? 0 : 100 / (values.length - 1);
  return values
    .map((value, index) => `${(index * step).toFixed(2)},${(28 - ((value - low) / range) * 26).toFixed(2)}`)
    .join(" ");
}
