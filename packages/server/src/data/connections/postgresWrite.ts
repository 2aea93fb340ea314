import type pg from "pg";
import { type BoundValue, limitRows, type QueryResult, type WriteRequest, type WriteResult } from "./dataConnection";
import { leadingKeyword, splitStatements, toPositional } from "./namedPlaceholders";

/** The request ids already applied, per endpoint: a retried request finds its id here and writes nothing. */
const APPLIED_REQUESTS_TABLE = "storyframe_applied_requests";

/** How long an applied request id is remembered. Retries come within seconds; this is ample. */
const APPLIED_REQUEST_RETENTION_DAYS = 30;

/**
 * The advisory lock every write on a database takes for its transaction: writes run one at a time per database
 * whichever instance sends them, as on the embedded DuckDB, so an endpoint's checks (a name not yet taken) hold
 * until it commits.
 */
const WRITE_LOCK = "storyframe:data-writes";

/**
 * What an endpoint that writes may run, by its first keyword (WITH for a query or change with common table
 * expressions). Transaction control, SET, COPY, DO, CALL and the like are refused before anything runs; CREATE
 * only for a table or an index.
 */
const ALLOWED_KEYWORDS = new Set(["SELECT", "WITH", "INSERT", "UPDATE", "DELETE", "CREATE", "MERGE"]);
const ALLOWED_CREATE = /^\s*CREATE\s+(?:UNIQUE\s+INDEX|INDEX|TABLE)\b/i;

/** The statements of an endpoint that writes, checked before any of them runs. */
function checkedStatements(sql: string): string[] {
  const statements = splitStatements(sql);
  if (statements.length === 0) throw new Error("The endpoint has no statement.");
  statements.forEach((statement, index) => {
    const keyword = leadingKeyword(statement);
    const code = statement.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
    if (!ALLOWED_KEYWORDS.has(keyword) || (keyword === "CREATE" && !ALLOWED_CREATE.test(code))) {
      throw new Error(
        `Statement ${index + 1} is not allowed in an endpoint that writes (only SELECT, INSERT, UPDATE, DELETE, CREATE TABLE or INDEX and MERGE).`,
      );
    }
  });
  const last = leadingKeyword(statements[statements.length - 1] ?? "");
  if (last !== "SELECT" && last !== "WITH") {
    throw new Error("The last statement of an endpoint that writes must be a SELECT: its rows are the answer.");
  }
  return statements;
}

/** Runs a statement with its `$name` placeholders bound from `parameters`, each with its declared type's cast. */
function run(
  client: pg.PoolClient,
  statement: string,
  parameters: Record<string, BoundValue>,
  cast: (name: string) => string,
) {
  const { text, names } = toPositional(statement, cast);
  const values = names.map((name) => {
    if (!Object.hasOwn(parameters, name)) throw new Error(`The query uses $${name}, which is not a parameter.`);
    return parameters[name] ?? null;
  });
  return client.query({ text, values });
}

/** Creates the table of applied request ids when it is missing (under the write lock, so instances never race). */
export async function ensureAppliedRequestsTable(client: pg.PoolClient): Promise<void> {
  await client.query("BEGIN");
  try {
    await takeWriteLock(client);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${APPLIED_REQUESTS_TABLE} (
         scope text NOT NULL,
         request_id text NOT NULL,
         applied_at timestamptz NOT NULL,
         PRIMARY KEY (scope, request_id)
       )`,
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

/** Takes the write lock of the database for the transaction under way. */
export async function takeWriteLock(client: pg.PoolClient): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [WRITE_LOCK]);
}

/** Records the request as applied, unless it already was; true when this run is the one that applies it. */
async function claimRequest(client: pg.PoolClient, scope: string, requestId: string): Promise<boolean> {
  await client.query(
    `DELETE FROM ${APPLIED_REQUESTS_TABLE} WHERE applied_at < now() - interval '${APPLIED_REQUEST_RETENTION_DAYS} days'`,
  );
  const claimed = await client.query(
    `INSERT INTO ${APPLIED_REQUESTS_TABLE} VALUES ($1, $2, now()) ON CONFLICT DO NOTHING RETURNING 1`,
    [scope, requestId],
  );
  return claimed.rowCount === 1;
}

/**
 * One request to an endpoint that writes, on PostgreSQL, with the rules of the embedded DuckDB (duckDbWrite.ts):
 * one transaction under the database's write lock; a request with a new id is applied (its id recorded, the
 * statements run with the operation); one without an operation, or with an id already applied, runs them with
 * the operation empty and is rolled back, as is an answer over the row cap. `cast` gives each parameter's type.
 */
export async function runPostgresWrite(
  client: pg.PoolClient,
  request: WriteRequest,
  cast: (name: string) => string,
): Promise<WriteResult> {
  const statements = checkedStatements(request.sql);
  await client.query("BEGIN");
  try {
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(request.options.timeoutMs))}`);
    await takeWriteLock(client);
    const applies = request.requestId !== null && (await claimRequest(client, request.scope, request.requestId));
    const parameters = applies ? request.parameters : request.readParameters;
    const { maxRows } = request.options;
    let answer: QueryResult | undefined;
    for (const [index, statement] of statements.entries()) {
      if (index < statements.length - 1) {
        await run(client, statement, parameters, cast);
        continue;
      }
      const result = await run(client, limitRows(statement, maxRows), parameters, cast);
      const truncated = result.rows.length > maxRows;
      answer = {
        columns: result.fields.map((field) => ({ name: field.name, type: String(field.dataTypeID) })),
        rows: (truncated ? result.rows.slice(0, maxRows) : result.rows) as Record<string, unknown>[],
        truncated,
      };
    }
    if (!answer) throw new Error("The endpoint has no statement.");
    const commit = applies && !answer.truncated;
    await client.query(commit ? "COMMIT" : "ROLLBACK");
    return { ...answer, applied: commit };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
