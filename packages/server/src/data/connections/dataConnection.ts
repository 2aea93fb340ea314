/** A bound parameter value, already coerced to its declared type. */
export type BoundValue = string | number | boolean | null | readonly string[] | readonly number[];

export type QueryResult = {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  /** True when the query returned more rows than the cap (only `cap` are kept). */
  truncated: boolean;
};

/** The declared type of each parameter (connections that need explicit types use it). */
export type ParameterTypes = Record<string, string>;

export type QueryOptions = { timeoutMs: number; maxRows: number; types?: ParameterTypes };

/** Raised when a query runs past its time limit and is stopped. */
export class QueryTimeoutError extends Error {}

/** The statements of an endpoint that writes, and what makes their run idempotent. */
export type WriteRequest = {
  /** One or more statements; the last one is a SELECT whose rows are the answer. */
  sql: string;
  /** The values the statements run with when the request is applied. */
  parameters: Record<string, BoundValue>;
  /** The values they run with when nothing may be written (no operation, or a request already applied). */
  readParameters: Record<string, BoundValue>;
  /** The request's id, or null when the request carries no operation. */
  requestId: string | null;
  /** What a request id is unique within (the endpoint's path). */
  scope: string;
  options: QueryOptions;
};

/** The final SELECT's rows, and whether the request's changes were committed. */
export type WriteResult = QueryResult & { applied: boolean };

/**
 * A warehouse the data engine can query with named, bound parameters
 * (`$name`). Another warehouse (PostgreSQL, Trino, BigQuery…) is one more
 * implementation of this interface. Only a connection with `write` runs
 * endpoints that write; the others are read-only.
 */
export interface DataConnection {
  readonly kind: string;
  query(sql: string, parameters: Record<string, BoundValue>, options: QueryOptions): Promise<QueryResult>;
  write?(request: WriteRequest): Promise<WriteResult>;
  close(): Promise<void>;
}

/**
 * An endpoint's query as a subquery reading at most `maxRows + 1` rows (one
 * more than the cap tells that the cap was hit). The query goes on lines of
 * its own, so a trailing `--` comment cannot swallow the closing parenthesis.
 */
export function limitRows(sql: string, maxRows: number): string {
  return `SELECT * FROM (\n${queryBody(sql)}\n) AS result LIMIT ${maxRows + 1}`;
}

/** An endpoint's query as a subquery counted: one row whose `total` is the number of rows it answers. */
export function countRows(sql: string): string {
  return `SELECT COUNT(*) AS total FROM (\n${queryBody(sql)}\n) AS result`;
}

/** The query without a closing semicolon (dropped with any comments after it), to nest as a subquery. */
function queryBody(sql: string): string {
  return sql.trimEnd().replace(/;(?:\s|--[^\n]*|\/\*[\s\S]*?\*\/)*$/, "");
}
