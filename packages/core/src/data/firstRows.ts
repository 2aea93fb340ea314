import { z } from "zod";

/**
 * A data read asking for only the first rows of an endpoint's answer: `GET /data/<path>?_firstRows=100` (or
 * `firstRows` in the content API's POST). The answer is those rows, in the query's order, with the whole answer's
 * row count in `X-Total-Count` when there are more. A data source with `firstRows` shows them while its whole
 * answer loads (decision 087).
 */
export const FIRST_ROWS_QUERY_FLAG = "_firstRows";

/** The most rows a first-rows read may ask for: a first screen, never the answer itself. */
export const MAX_FIRST_ROWS = 1_000;

export const firstRowsMessages = {
  invalid: `${FIRST_ROWS_QUERY_FLAG} must be a whole number from 1 to ${MAX_FIRST_ROWS}.`,
  writes: "This data endpoint writes data: it answers with all of its rows, never only the first ones.",
} as const;

export const firstRowsSchema = z
  .number({ error: firstRowsMessages.invalid })
  .int(firstRowsMessages.invalid)
  .min(1, firstRowsMessages.invalid)
  .max(MAX_FIRST_ROWS, firstRowsMessages.invalid);

/** The query text of `_firstRows`, checked: a whole number in range, written plainly. */
export function parseFirstRowsQuery(text: string): number {
  const parsed = /^[1-9]\d{0,3}$/.test(text) ? firstRowsSchema.safeParse(Number(text)) : null;
  if (!parsed?.success) throw new RangeError(firstRowsMessages.invalid);
  return parsed.data;
}

/** The property of a first-rows part naming the whole answer's row count; templates read it as `ds.name.totalRows`. */
const TOTAL_ROWS = "totalRows";

/**
 * Marks `rows` as the first rows of an answer of `totalRows` rows. The mark is not enumerable, so the rows
 * serialise, spread and compare as the plain array they are.
 */
export function asFirstRows<Row>(rows: Row[], totalRows: number): Row[] {
  Object.defineProperty(rows, TOTAL_ROWS, { value: totalRows, enumerable: false });
  return rows;
}

/** The whole answer's row count when `rows` are only its first rows (see asFirstRows); undefined otherwise. */
export function totalRowsOf(rows: unknown): number | undefined {
  if (!Array.isArray(rows) || !Object.hasOwn(rows, TOTAL_ROWS)) return undefined;
  const total: unknown = (rows as unknown as Record<string, unknown>)[TOTAL_ROWS];
  return typeof total === "number" ? total : undefined;
}
