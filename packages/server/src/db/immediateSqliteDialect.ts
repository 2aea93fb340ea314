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
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect implements Dialect {
  constructor(private readonly config: SqliteDialectConfig) {}

  createDriver() {
    return new ImmediateSqliteDriver(this.config);
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
