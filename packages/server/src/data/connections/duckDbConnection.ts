import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DuckDBInstance, type DuckDBConnection as DuckDBSession } from "@duckdb/node-api";
import {
  type BoundValue,
  type DataConnection,
  limitRows,
  type QueryOptions,
  type QueryResult,
  QueryTimeoutError,
  type WriteRequest,
  type WriteResult,
} from "./dataConnection";
import { bindNamed, readRows } from "./duckDbValues";
import { ensureAppliedRequestsTable, runWrite } from "./duckDbWrite";

/** The bounds every embedded DuckDB database opens with (one database per tenant, so they apply per tenant). */
export type DuckDbSettings = { memoryLimit: string; threads: number };

/**
 * DuckDB's options for a database: its memory limit (the buffer manager's bound; past it, sorts, joins and
 * aggregates spill to the temporary folder, or the query fails) and its worker threads, shared by every
 * query on it. A file database spills into `<file>.tmp` beside it, inside the data folder.
 */
function duckDbOptions(file: string, settings: DuckDbSettings): Record<string, string> {
  return {
    memory_limit: settings.memoryLimit,
    threads: String(settings.threads),
    ...(file === ":memory:" ? {} : { temp_directory: `${file}.tmp` }),
  };
}

/** The embedded DuckDB: one database file, a fresh connection per query (so each can be interrupted). */
export class DuckDbConnection implements DataConnection {
  readonly kind = "duckdb";

  /** The tail of the queue of writes: each starts when the one before has finished. */
  private writes: Promise<unknown> = Promise.resolve();
  private appliedRequestsReady = false;

  private constructor(private readonly instance: DuckDBInstance) {}

  static async open(file: string, settings: DuckDbSettings): Promise<DuckDbConnection> {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    return new DuckDbConnection(await DuckDBInstance.create(file, duckDbOptions(file, settings)));
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
    return this.withTimeLimit(options.timeoutMs, async (connection) => {
      const prepared = await connection.prepare(limitRows(sql, options.maxRows));
      bindNamed(prepared, parameters, options.types);
      return readRows(await prepared.runAndReadAll(), options.maxRows);
    });
  }

  /**
   * Runs an endpoint that writes: one transaction, one at a time per database (so two operations never
   * conflict), applied at most once per request id (see duckDbWrite.ts).
   */
  write(request: WriteRequest): Promise<WriteResult> {
    const run = this.writes.then(() =>
      this.withTimeLimit(request.options.timeoutMs, async (connection) => {
        if (!this.appliedRequestsReady) {
          await ensureAppliedRequestsTable(connection);
          this.appliedRequestsReady = true;
        }
        return runWrite(connection, request);
      }),
    );
    this.writes = run.catch(() => undefined);
    return run;
  }

  /** Runs `work` on a connection of its own, interrupted (QueryTimeoutError) when it runs past `timeoutMs`. */
  private async withTimeLimit<T>(timeoutMs: number, work: (connection: DuckDBSession) => Promise<T>): Promise<T> {
    const connection = await this.instance.connect();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
    }, timeoutMs);
    try {
      return await work(connection);
    } catch (error) {
      if (timedOut) throw new QueryTimeoutError(`The query ran longer than ${timeoutMs} ms and was stopped.`);
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
