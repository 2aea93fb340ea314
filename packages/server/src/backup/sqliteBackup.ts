import { copyFileSync, existsSync } from "node:fs";
import SqliteDatabase from "better-sqlite3";
import { BackupError } from "./backupError";

/**
 * Copies the SQLite metadata database with SQLite's online backup API: a consistent copy while the server
 * reads and writes (pages changed during the copy are copied again). The copy is left as one self-contained
 * file (rollback journal, no WAL beside it). Answers the migrations applied to the copy.
 */
export async function backUpSqlite(sourceFile: string, targetFile: string): Promise<string[]> {
  if (!existsSync(sourceFile)) {
    throw new BackupError(
      `There is no metadata database at ${sourceFile}. Is STORYFRAME_DATA_DIR the server's data folder (or STORYFRAME_DATABASE_URL unset by mistake)?`,
    );
  }
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(targetFile);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(targetFile, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    return appliedMigrations(copy, sourceFile);
  } finally {
    copy.close();
  }
}

/** Puts the backed-up database in place as the data folder's metadata database. */
export function restoreSqlite(backupFile: string, targetFile: string): void {
  copyFileSync(backupFile, targetFile);
}

function appliedMigrations(db: SqliteDatabase.Database, sourceFile: string): string[] {
  const known = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  if (!known) throw new BackupError(`${sourceFile} is not a Storyframe metadata database (it has no migrations).`);
  const rows = db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[];
  return rows.map((row) => row.name);
}
