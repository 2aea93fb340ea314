import pg from "pg";
import { InvalidError } from "../../shared/domainErrors";
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
import { toPositional } from "./namedPlaceholders";
import { ensureAppliedRequestsTable, runPostgresWrite, takeWriteLock } from "./postgresWrite";

/** PostgreSQL types of the declared parameter types, so every placeholder has a known type. */
const CASTS: Record<string, string> = {
  string: "::text",
  number: "::double precision",
  integer: "::bigint",
  boolean: "::boolean",
  date: "::date",
  timestamp: "::timestamptz",
  "string[]": "::text[]",
  "number[]": "::double precision[]",
  json: "::jsonb",
};

const OID = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/** Values as JSON wants them: safe bigints and numerics as numbers, dates as text, timestamps ISO. */
function parserFor(oid: number): ((text: string) => unknown) | undefined {
  switch (oid) {
    case OID.int8:
    case OID.numeric:
      return (text) => {
        const number = Number(text);
        return Number.isFinite(number) && (oid === OID.numeric || Number.isSafeInteger(number)) ? number : text;
      };
    case OID.date:
      return (text) => text;
    case OID.timestamp:
      return (text) => text.replace(" ", "T");
    case OID.timestamptz:
      return (text) => new Date(text).toISOString();
    default:
      return undefined;
  }
}

/** The PostgreSQL cast of a parameter's declared type ("" when it has none). */
const castOf = (options: QueryOptions) => (name: string) => CASTS[options.types?.[name] ?? ""] ?? "";

/**
 * A PostgreSQL data connection. Each query runs in a read-only transaction
 * with a statement timeout; `$name` placeholders become typed positional
 * parameters. Give it a role that may only read (docs/data-connections.md).
 * Defined with `writes`, it also runs endpoints that write (postgresWrite.ts):
 * a store that several instances share (decision 086).
 */
export class PostgresConnection implements DataConnection {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;
  readonly write?: (request: WriteRequest) => Promise<WriteResult>;
  private appliedRequestsReady = false;

  constructor(url: string, options: { writes?: boolean } = {}) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: 5,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          parserFor(oid) ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    this.pool.on("error", (error) => {
      process.stderr.write(`Data connection to PostgreSQL lost: ${error.message}\n`);
    });
    // A connection lost between two statements of a query's transaction must not crash the process either.
    this.pool.on("connect", (client) => {
      client.on("error", (error) => process.stderr.write(`Data connection to PostgreSQL lost: ${error.message}\n`));
    });
    if (options.writes) this.write = (request) => this.runWrite(request);
  }

  private async runWrite(request: WriteRequest): Promise<WriteResult> {
    const client = await this.pool.connect();
    try {
      if (!this.appliedRequestsReady) {
        await ensureAppliedRequestsTable(client);
        this.appliedRequestsReady = true;
      }
      return await runPostgresWrite(client, request, castOf(request.options));
    } catch (error) {
      if ((error as { code?: string }).code === "57014") {
        throw new QueryTimeoutError(`The query ran longer than ${request.options.timeoutMs} ms and was stopped.`);
      }
      throw refusedValue(error) ?? error;
    } finally {
      client.release();
    }
  }

  /**
   * Runs `work` in one transaction under the database's write lock, so no endpoint writes meanwhile (preparing
   * the tables of a store); not for user input.
   */
  async transactionUnderWriteLock<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await takeWriteLock(client);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async query(sql: string, parameters: Record<string, BoundValue>, options: QueryOptions): Promise<QueryResult> {
    const { text, names } = toPositional(limitRows(sql, options.maxRows), castOf(options));
    const values = names.map((name) => parameters[name] ?? null);
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN READ ONLY");
      await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(options.timeoutMs))}`);
      const result = await client.query({ text, values });
      await client.query("COMMIT");
      const truncated = result.rows.length > options.maxRows;
      return {
        columns: result.fields.map((field) => ({ name: field.name, type: String(field.dataTypeID) })),
        rows: (truncated ? result.rows.slice(0, options.maxRows) : result.rows) as Record<string, unknown>[],
        truncated,
      };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      if ((error as { code?: string }).code === "57014") {
        throw new QueryTimeoutError(`The query ran longer than ${options.timeoutMs} ms and was stopped.`);
      }
      throw refusedValue(error) ?? error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** The answer to a value PostgreSQL cannot hold: text and JSON there have no NUL character (SQLSTATE 22021, 22P05). */
export const NUL_IN_VALUE = "A value holds the NUL character (\\u0000), which this data source cannot store.";

/** A failure of the input, not of the database: the values hold what PostgreSQL text cannot. */
function refusedValue(error: unknown): InvalidError | undefined {
  const code = (error as { code?: string }).code;
  return code === "22021" || code === "22P05" ? new InvalidError(undefined, NUL_IN_VALUE) : undefined;
}
