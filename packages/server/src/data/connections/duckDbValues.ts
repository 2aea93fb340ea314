import {
  DOUBLE,
  type DuckDBPreparedStatement,
  type DuckDBResultReader,
  type DuckDBType,
  type DuckDBValue,
  LIST,
  listValue,
  VARCHAR,
} from "@duckdb/node-api";
import type { BoundValue, ParameterTypes, QueryResult } from "./dataConnection";

/** JSON-friendly values: safe BIGINTs become numbers, timestamps ISO strings with a 'T'. */
function normaliseRow(row: Record<string, unknown>, types: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const type = types.get(name) ?? "";
    if (typeof value === "string" && /^(BIGINT|HUGEINT|UBIGINT|UHUGEINT)$/.test(type)) {
      const number = Number(value);
      out[name] = Number.isSafeInteger(number) ? number : value;
    } else if (typeof value === "string" && type.startsWith("TIMESTAMP")) {
      out[name] = value.replace(" ", "T");
    } else {
      out[name] = value;
    }
  }
  return out;
}

function toDuckValue(value: BoundValue, declaredType: string | undefined): { value: DuckDBValue; type?: DuckDBType } {
  if (Array.isArray(value)) {
    // The declared type decides the list's element type (an empty list says nothing about it).
    const numbers =
      declaredType === "number[]" ||
      (declaredType === undefined && value.length > 0 && value.every((item) => typeof item === "number"));
    return { value: listValue(value as DuckDBValue[]), type: LIST(numbers ? DOUBLE : VARCHAR) };
  }
  return { value: value as DuckDBValue };
}

/**
 * Binds the `$name` placeholders a prepared statement uses, each from `parameters` (a statement may use
 * fewer than the endpoint declares). A placeholder with no value is an error, never an empty splice.
 */
export function bindNamed(
  prepared: DuckDBPreparedStatement,
  parameters: Record<string, BoundValue>,
  types: ParameterTypes | undefined,
): void {
  for (let index = 1; index <= prepared.parameterCount; index += 1) {
    const name = prepared.parameterName(index);
    if (!Object.hasOwn(parameters, name)) throw new Error(`The query uses $${name}, which is not a parameter.`);
    const converted = toDuckValue(parameters[name] as BoundValue, types?.[name]);
    prepared.bindValue(index, converted.value, converted.type);
  }
}

/** The rows read so far as JSON-friendly objects, at most `maxRows` (more means the cap was hit). */
export function readRows(reader: DuckDBResultReader, maxRows: number): QueryResult {
  const names = reader.columnNames();
  const columnTypes = reader.columnTypes().map(String);
  const typeByName = new Map(names.map((name, i) => [name, columnTypes[i] ?? ""]));
  const rows = reader.getRowObjectsJson().map((row) => normaliseRow(row as Record<string, unknown>, typeByName));
  const truncated = rows.length > maxRows;
  return {
    columns: names.map((name, i) => ({ name, type: columnTypes[i] ?? "" })),
    rows: truncated ? rows.slice(0, maxRows) : rows,
    truncated,
  };
}
