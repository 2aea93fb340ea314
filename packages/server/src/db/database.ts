import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { ServerConfig } from "../config";
import { ImmediateSqliteDialect } from "./immediateSqliteDialect";
import type { Database } from "./schema";

type Dialect = "sqlite" | "postgres";

export type MetadataDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Answers true when the database responds to a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** Opens the metadata database the configuration names: an SQLite file by default, or PostgreSQL. */
export function openDatabase(database: ServerConfig["database"]): MetadataDatabase {
  const db =
    database.kind === "postgres"
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPostgresPool(database.url) }) })
      : new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: openSqliteFile(database.file) }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: database.kind,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    // Idempotent: shutdown paths may both try to close.
    close: () => {
      closing ??= db.destroy();
      return closing;
    },
  };
}

function openPostgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, admin) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => {
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  });
  return pool;
}

function openSqliteFile(file: string): SqliteDatabase.Database {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets the CLI write while a server reads; the busy timeout rides out short write locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}
