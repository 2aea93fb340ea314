import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { DuckDBInstance } from "@duckdb/node-api";
import type { DuckDbConnection } from "../data/connections/duckDbConnection";
import type { AnalyticsTable } from "./manifest";

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const quoteIdentifier = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Copies a tenant's DuckDB database into a new file through the server's own connection to it: one
 * transaction reads every table at one point in time while the server goes on reading and writing.
 */
export async function snapshotThroughConnection(connection: DuckDbConnection, targetFile: string): Promise<void> {
  const { rows } = await connection.query("SELECT current_database() AS name", {}, { timeoutMs: 10_000, maxRows: 1 });
  const source = String(rows[0]?.name);
  const alias = `storyframe_backup_${randomBytes(6).toString("hex")}`;
  await connection.execute(`ATTACH ${quoteLiteral(targetFile)} AS ${alias}`);
  try {
    await connection.executeInTransaction([`COPY FROM DATABASE ${quoteIdentifier(source)} TO ${alias}`]);
    await connection.execute(`CHECKPOINT ${alias}`);
  } finally {
    await connection.execute(`DETACH ${alias}`);
  }
}

/** Another program (a running server) holds the file: its copy must be asked of that program. */
type HeldFile = { held: true; message: string };

/**
 * Copies a DuckDB file that no server holds. Attaching it read-only takes its lock, so nothing writes while
 * the file and its write-ahead log are copied; the copy then folds the log in and is one file. Answers
 * `held` when a running server has the file open.
 */
export async function snapshotUnheldFile(sourceFile: string, targetFile: string): Promise<HeldFile | undefined> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    try {
      await connection.run(`ATTACH ${quoteLiteral(sourceFile)} AS source (READ_ONLY)`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/could not set lock/i.test(message)) return { held: true, message };
      throw error;
    }
    copyFileSync(sourceFile, targetFile);
    if (existsSync(`${sourceFile}.wal`)) copyFileSync(`${sourceFile}.wal`, `${targetFile}.wal`);
    await connection.run("DETACH source");
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await checkpointFile(targetFile);
  return undefined;
}

/** Replays a copied write-ahead log into its database file, leaving one file. */
async function checkpointFile(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  try {
    const connection = await instance.connect();
    await connection.run("CHECKPOINT");
    connection.closeSync();
  } finally {
    instance.closeSync();
  }
  rmSync(`${file}.wal`, { force: true });
}

/** The tables of a backed-up DuckDB file with their row counts (for the manifest and the restore's summary). */
export async function analyticsTables(file: string): Promise<AnalyticsTable[]> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    await connection.run(`ATTACH ${quoteLiteral(file)} AS snapshot (READ_ONLY)`);
    const tables = await connection.runAndReadAll(
      "SELECT schema_name, table_name FROM duckdb_tables() WHERE database_name = 'snapshot' ORDER BY 1, 2",
    );
    const result: AnalyticsTable[] = [];
    for (const [schema, table] of tables.getRows()) {
      const qualified = `${quoteIdentifier(String(schema))}.${quoteIdentifier(String(table))}`;
      const counted = await connection.runAndReadAll(`SELECT count(*) FROM snapshot.${qualified}`);
      result.push({ name: `${String(schema)}.${String(table)}`, rows: Number(counted.getRows()[0]?.[0] ?? 0) });
    }
    return result;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
