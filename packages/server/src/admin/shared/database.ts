import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The database or a transaction of it: repositories run on either. */
export type Executor = Kysely<Database>;

/** True when `error` is a unique-constraint violation of SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** A search term as a LIKE pattern matching it anywhere; use with `escape '\'`. */
export function containsPattern(term: string): string {
  return `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The lower-cased, trimmed form names and e-mail addresses are compared in. */
export const keyOf = (text: string) => text.trim().toLowerCase();

/** COUNT(*) comes back as a string from PostgreSQL. */
export const toCount = (value: string | number | bigint | undefined) => Number(value ?? 0);

/** Distinct values in their first order. */
export const unique = <T>(values: readonly T[]) => [...new Set(values)];
