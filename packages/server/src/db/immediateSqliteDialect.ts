import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  SqliteAdapter,
  type SqliteDialectConfig,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * Transactions start with BEGIN IMMEDIATE: the write lock is taken up front,
 * so a transaction that reads before it writes waits (busy_timeout) for
 * another process's write instead of failing with "database is locked" when
 * the server and the CLI write at the same time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly use: SqliteConnectionUse,
  ) {
    super(config);
  }

  /** Kysely hands the one connection to one query or transaction at a time; the others wait for it. */
  override async acquireConnection(): Promise<DatabaseConnection> {
    this.use.waiting += 1;
    try {
      const connection = await super.acquireConnection();
      this.use.inUse += 1;
      return connection;
    } finally {
      this.use.waiting -= 1;
    }
  }

  override async releaseConnection(): Promise<void> {
    this.use.inUse -= 1;
    await super.releaseConnection();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite rolls a transaction back by itself when a write fails on a full disk or an I/O error; the ROLLBACK that
   * follows then fails, and must not hide the error that tells what happened (decision 082).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("no transaction is active"))) throw error;
    }
  }
}

/** Whether the process's one SQLite connection is held (0 or 1) and how many queries wait for it. */
type SqliteConnectionUse = { inUse: number; waiting: number };

export class ImmediateSqliteDialect implements Dialect {
  readonly use: SqliteConnectionUse = { inUse: 0, waiting: 0 };

  constructor(private readonly config: SqliteDialectConfig) {}

  createDriver() {
    return new ImmediateSqliteDriver(this.config, this.use);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
