import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DOUBLE, DuckDBInstance, type DuckDBType, type DuckDBValue, LIST, listValue, VARCHAR } from "@duckdb/node-api";
import {
  type BoundValue,
  type DataConnection,
  limitRows,
  type QueryOptions,
  type QueryResult,
  QueryTimeoutError,
} from "./dataConnection";

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

/** The embedded DuckDB: one database file, a fresh connection per query (so each can be interrupted). */
export class DuckDbConnection implements DataConnection {
  readonly kind = "duckdb";

  private constructor(private readonly instance: DuckDBInstance) {}

  static async open(file: string): Promise<DuckDbConnection> {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    return new DuckDbConnection(await DuckDBInstance.create(file));
  }

  /** Runs statements without parameters (loading data); not for user input. */
  async execute(sql: string): Promise<void> {
    const connection = await this.instance.connect();
    try {
      await connection.run(sql);
    } finally {
      connection.closeSync();
    }
  }

  /** Runs statements one after another in one transaction (loading data); not for user input. */
  async executeInTransaction(statements: readonly string[]): Promise<void> {
    const connection = await this.instance.connect();
    try {
      await connection.run("BEGIN TRANSACTION");
      try {
        for (const statement of statements) await connection.run(statement);
        await connection.run("COMMIT");
      } catch (error) {
        await connection.run("ROLLBACK");
        throw error;
      }
    } finally {
      connection.closeSync();
    }
  }

  async query(sql: string, parameters: Record<string, BoundValue>, options: QueryOptions): Promise<QueryResult> {
    const connection = await this.instance.connect();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
    }, options.timeoutMs);
    try {
      const prepared = await connection.prepare(limitRows(sql, options.maxRows));
      const values: Record<string, DuckDBValue> = {};
      const types: Record<string, DuckDBType | undefined> = {};
      for (const [name, raw] of Object.entries(parameters)) {
        const converted = toDuckValue(raw, options.types?.[name]);
        values[name] = converted.value;
        types[name] = converted.type;
      }
      if (Object.keys(values).length > 0) prepared.bind(values, types);
      const reader = await prepared.runAndReadAll();
      const names = reader.columnNames();
      const columnTypes = reader.columnTypes().map(String);
      const typeByName = new Map(names.map((name, i) => [name, columnTypes[i] ?? ""]));
      const rows = reader.getRowObjectsJson().map((row) => normaliseRow(row as Record<string, unknown>, typeByName));
      const truncated = rows.length > options.maxRows;
      return {
        columns: names.map((name, i) => ({ name, type: columnTypes[i] ?? "" })),
        rows: truncated ? rows.slice(0, options.maxRows) : rows,
        truncated,
      };
    } catch (error) {
      if (timedOut) throw new QueryTimeoutError(`The query ran longer than ${options.timeoutMs} ms and was stopped.`);
      throw error;
    } finally {
      clearTimeout(timer);
      connection.closeSync();
    }
  }

  async close(): Promise<void> {
    this.instance.closeSync();
  }
}
