import type { Kysely } from "kysely";

/** A counter per branch that every content write raises, so caches of a branch's content know when they are stale. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("branches")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("branches").dropColumn("revision").execute();
}
