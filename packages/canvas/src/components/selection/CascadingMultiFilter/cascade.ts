import { includesValue, valuesEqual } from "../shared/optionValue";

/** A filter of the cascade (canvas-components §3, cascading dimension), defaults applied. */
export type CascadeDimension = {
  readonly label?: string;
  readonly fieldName: string;
  readonly multiple: boolean;
  readonly isHidden: boolean;
  readonly bypassFilters: boolean;
  readonly excludeFromCascade: boolean;
};

export type DataRow = Readonly<Record<string, unknown>>;

/** The value a filter can offer: a field's value in the data. */
export type FieldValue = string | number | boolean;

const isFieldValue = (value: unknown): value is FieldValue =>
  (typeof value === "string" && value !== "") || typeof value === "number" || typeof value === "boolean";

/** The values chosen in one filter, as a list whatever its mode (an empty list filters nothing). */
export function chosenValues(selection: Readonly<Record<string, unknown>>, fieldName: string): FieldValue[] {
  const chosen = Object.hasOwn(selection, fieldName) ? selection[fieldName] : undefined;
  const list = Array.isArray(chosen) ? chosen : [chosen];
  return list.filter(isFieldValue);
}

/** The selection with one entry per dimension in its mode's shape, whatever was stored. */
export function normaliseSelection(
  dimensions: readonly CascadeDimension[],
  stored: unknown,
): Record<string, FieldValue | FieldValue[] | null> {
  const source = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored : {};
  return Object.fromEntries(
    dimensions.map((dimension) => {
      const values = chosenValues(source as Record<string, unknown>, dimension.fieldName);
      return [dimension.fieldName, dimension.multiple ? values : (values[0] ?? null)];
    }),
  );
}

const compareValues = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function byValue(first: FieldValue, second: FieldValue): number {
  if (typeof first === "number" && typeof second === "number") return first - second;
  if (typeof first !== typeof second) return typeof first === "number" ? -1 : typeof second === "number" ? 1 : 0;
  return compareValues.compare(String(first), String(second));
}

/** Whether the rows a dimension offers are narrowed by the earlier ones: not when it is excluded. */
function filtersBefore(dimensions: readonly CascadeDimension[], index: number): CascadeDimension[] {
  const dimension = dimensions[index];
  if (dimension === undefined || dimension.excludeFromCascade) return [];
  return dimensions.slice(0, index).filter((earlier) => !earlier.bypassFilters);
}

/** Rows matching every given filter's chosen values (a filter with nothing chosen lets every row through). */
export function matchingRows(
  rows: readonly DataRow[],
  filters: readonly CascadeDimension[],
  selection: Readonly<Record<string, unknown>>,
): DataRow[] {
  const active = filters
    .map((filter) => ({ field: filter.fieldName, values: chosenValues(selection, filter.fieldName) }))
    .filter((filter) => filter.values.length > 0);
  return rows.filter((row) => active.every((filter) => includesValue(filter.values, row[filter.field])));
}

/**
 * What dimension `index` offers: the distinct values of its field, sorted, among the rows matching the
 * choices of the dimensions before it. A dimension that is `excludeFromCascade` offers every value; the
 * choices of a `bypassFilters` dimension narrow no other dimension.
 */
export function dimensionOptions(
  dimensions: readonly CascadeDimension[],
  rows: readonly DataRow[],
  selection: Readonly<Record<string, unknown>>,
  index: number,
): FieldValue[] {
  const dimension = dimensions[index];
  if (dimension === undefined) return [];
  const distinct: FieldValue[] = [];
  for (const row of matchingRows(rows, filtersBefore(dimensions, index), selection)) {
    const value = row[dimension.fieldName];
    if (isFieldValue(value) && !distinct.some((known) => valuesEqual(known, value))) distinct.push(value);
  }
  return distinct.sort(byValue);
}

/**
 * The selection after the user sets dimension `fieldName` to `values`: later dimensions drop the choices
 * the new cascade no longer offers, in order, so each sees its predecessors already narrowed.
 */
export function chooseValues(
  dimensions: readonly CascadeDimension[],
  rows: readonly DataRow[],
  stored: unknown,
  fieldName: string,
  values: readonly FieldValue[],
): Record<string, FieldValue | FieldValue[] | null> {
  const selection = normaliseSelection(dimensions, stored);
  const changed = dimensions.findIndex((dimension) => dimension.fieldName === fieldName);
  const dimension = dimensions[changed];
  if (dimension === undefined) return selection;
  selection[fieldName] = dimension.multiple ? [...values] : (values[0] ?? null);
  for (let index = changed + 1; index < dimensions.length; index += 1) {
    const later = dimensions[index];
    if (later === undefined || later.excludeFromCascade) continue;
    const offered = dimensionOptions(dimensions, rows, selection, index);
    const kept = chosenValues(selection, later.fieldName).filter((value) => includesValue(offered, value));
    selection[later.fieldName] = later.multiple ? kept : (kept[0] ?? null);
  }
  return selection;
}
