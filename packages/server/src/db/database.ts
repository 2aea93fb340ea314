import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { ServerConfig } from "../config";
import type { DatabasePoolUse } from "../metrics/metrics";
import { ImmediateSqliteDialect } from "./immediateSqliteDialect";
import type { Database } from "./schema";

type Dialect = "sqlite" | "postgres";

export type MetadataDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Answers true when the database responds to a trivial query. */
  ping: () => Promise<boolean>;
  /** How the connections are used now, for the metrics (docs/metrics.md). */
  poolUse: () => DatabasePoolUse;
  close: () => Promise<void>;
};

/** Opens the metadata database the configuration names: an SQLite file by default, or PostgreSQL. */
export function openDatabase(database: ServerConfig["database"]): MetadataDatabase {
  const { db, poolUse } = database.kind === "postgres" ? postgresDatabase(database.url) : sqliteDatabase(database.file);
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: database.kind,
    poolUse,
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

function postgresDatabase(url: string): Pick<MetadataDatabase, "db" | "poolUse"> {
  const pool = openPostgresPool(url);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    poolUse: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}

/** SQLite has one connection per process: in use while a statement or a transaction holds it. */
function sqliteDatabase(file: string): Pick<MetadataDatabase, "db" | "poolUse"> {
  const dialect = new ImmediateSqliteDialect({ database: openSqliteFile(file) });
  return {
    db: new Kysely<Database>({ dialect }),
    poolUse: () => ({ inUse: dialect.use.inUse, idle: 1 - dialect.use.inUse, waiting: dialect.use.waiting, max: 1 }),
  };
}

function openPostgresPool(url: string): pg.Pool {
  // A server that does not answer a connection attempt fails the request (503) rather than holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection that the server drops (restart, failover, admin) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => {
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  });
  // Nor one lost while checked out between two queries (in a transaction): the client reports it, its next query
  // fails (answered 503), and the pool discards it when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
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
