import { type Kysely, Migrator } from "kysely";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type MigrationOutcome = { applied: string[] };

/** Brings the metadata database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  // Nothing pending: skip the migration lock, so a CLI run beside a running server only reads here.
  const known = await migrator.getMigrations();
  if (known.every((migration) => migration.executedAt !== undefined)) return { applied: [] };
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`.replace("  ", " "));
  }
  return { applied: (results ?? []).map((result) => result.migrationName) };
}
