import { type DuckDBConnection, StatementType } from "@duckdb/node-api";
import type { BoundValue, WriteRequest, WriteResult } from "./dataConnection";
import { bindNamed, readRows } from "./duckDbValues";

/** The request ids already applied, per endpoint: a retried request finds its id here and writes nothing. */
const APPLIED_REQUESTS_TABLE = "storyframe_applied_requests";

/** How long an applied request id is remembered. Retries come within seconds; this is ample. */
const APPLIED_REQUEST_RETENTION_DAYS = 30;

/**
 * What an endpoint that writes may run. Transaction control would break the one transaction (and with it
 * the once-per-request guarantee); ATTACH, COPY, LOAD, SET, PRAGMA and the like reach outside the tenant's
 * own tables, so they are refused before they run.
 */
const ALLOWED_STATEMENTS = new Map<number, string>([
  [StatementType.SELECT, "SELECT"],
  [StatementType.INSERT, "INSERT"],
  [StatementType.UPDATE, "UPDATE"],
  [StatementType.DELETE, "DELETE"],
  [StatementType.CREATE, "CREATE"],
  [StatementType.MERGE_INTO, "MERGE"],
]);

export async function ensureAppliedRequestsTable(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    `CREATE TABLE IF NOT EXISTS ${APPLIED_REQUESTS_TABLE} (
       scope VARCHAR NOT NULL,
       request_id VARCHAR NOT NULL,
       applied_at TIMESTAMP NOT NULL,
       PRIMARY KEY (scope, request_id)
     )`,
  );
}

/** Records the request as applied, unless it already was; true when this run is the one that applies it. */
async function claimRequest(connection: DuckDBConnection, scope: string, requestId: string): Promise<boolean> {
  const seen = await connection.runAndReadAll(
    `SELECT 1 FROM ${APPLIED_REQUESTS_TABLE} WHERE scope = $scope AND request_id = $request_id`,
    { scope, request_id: requestId },
  );
  if (seen.currentRowCount > 0) return false;
  await connection.run(
    `DELETE FROM ${APPLIED_REQUESTS_TABLE} WHERE applied_at < current_localtimestamp() - INTERVAL ${APPLIED_REQUEST_RETENTION_DAYS} DAY`,
  );
  await connection.run(`INSERT INTO ${APPLIED_REQUESTS_TABLE} VALUES ($scope, $request_id, current_localtimestamp())`, {
    scope,
    request_id: requestId,
  });
  return true;
}

/** Runs every statement with `parameters`, in order; the last must be a SELECT, and its rows are the answer. */
async function runStatements(
  connection: DuckDBConnection,
  request: WriteRequest,
  parameters: Record<string, BoundValue>,
) {
  const extracted = await connection.extractStatements(request.sql);
  if (extracted.count === 0) throw new Error("The endpoint has no statement.");
  for (let index = 0; index < extracted.count; index += 1) {
    // Each statement is prepared only after the ones before it ran, so it may use a table they created.
    const prepared = await extracted.prepare(index);
    const kind = ALLOWED_STATEMENTS.get(prepared.statementType);
    if (kind === undefined) {
      throw new Error(
        `Statement ${index + 1} is not allowed in an endpoint that writes (only SELECT, INSERT, UPDATE, DELETE, CREATE and MERGE).`,
      );
    }
    bindNamed(prepared, parameters, request.options.types);
    if (index < extracted.count - 1) {
      await prepared.run();
      continue;
    }
    if (kind !== "SELECT") {
      throw new Error("The last statement of an endpoint that writes must be a SELECT: its rows are the answer.");
    }
    const { maxRows } = request.options;
    return readRows(await prepared.streamAndReadUntil(maxRows + 1), maxRows);
  }
  throw new Error("The endpoint has no statement.");
}

/**
 * One request to an endpoint that writes, in one transaction. A request with a new id is applied: its id is
 * recorded and the statements run with the operation. A request without an operation, or with an id already
 * applied (a retry), runs the statements with the operation empty and is rolled back whatever they did, so
 * it answers the current rows and writes nothing. An answer over the row cap is rolled back too.
 */
export async function runWrite(connection: DuckDBConnection, request: WriteRequest): Promise<WriteResult> {
  await connection.run("BEGIN TRANSACTION");
  try {
    const applies = request.requestId !== null && (await claimRequest(connection, request.scope, request.requestId));
    const result = await runStatements(connection, request, applies ? request.parameters : request.readParameters);
    const commit = applies && !result.truncated;
    await connection.run(commit ? "COMMIT" : "ROLLBACK");
    return { ...result, applied: commit };
  } catch (error) {
    await connection.run("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
