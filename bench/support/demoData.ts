import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { signInWithPassword } from "@storyframe/server/testing";

/** The same bounds for the server's DuckDB and a bench's own (defaults as the server's configuration). */
export const DUCKDB = {
  memoryLimit: process.env.STORYFRAME_DUCKDB_MEMORY_LIMIT ?? "512MB",
  threads: Number(process.env.STORYFRAME_DUCKDB_THREADS ?? 2),
};

/** The server's environment when it is measured: no answer cache, its DuckDB bounded as `DUCKDB`. */
export const UNCACHED_SERVER_ENV = {
  STORYFRAME_QUERY_CACHE_TTL_MS: "0",
  STORYFRAME_DUCKDB_MEMORY_LIMIT: DUCKDB.memoryLimit,
  STORYFRAME_DUCKDB_THREADS: String(DUCKDB.threads),
};

/**
 * Copies the demo's DuckDB file (with its write-ahead log, if any) of a stopped server's data folder into `dir`, for
 * DuckDB alone to read beside the server (a DuckDB file has one writer); the copy's path.
 */
export function copyDemoDuckDb(dataDir: string, dir: string): string {
  const database = join(dataDir, "analytics", "demo.duckdb");
  const copy = join(dir, "demo.duckdb");
  copyFileSync(database, copy);
  if (existsSync(`${database}.wal`)) copyFileSync(`${database}.wal`, `${copy}.wal`);
  return copy;
}

/** A bearer token of the demo's viewer or developer, signed in with its password. */
export async function demoToken(base: string, user: "viewer" | "developer"): Promise<string> {
  const signedIn = await signInWithPassword(base, {
    clientId: "storyframe-demo",
    email: `${user}@demo.storyframe.test`,
    password: `storyframe-${user}`,
  });
  if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
  return signedIn.tokens.access_token;
}
