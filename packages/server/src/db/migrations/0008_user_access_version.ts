import type { Kysely } from "kysely";

/**
 * A counter per user that every change of their access raises (the user,
 * their roles, their groups, a role or group they hold), in the same
 * transaction as the change. Access tokens carry the value they were issued
 * with; a token whose value is no longer the user's is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("access_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("access_version").execute();
}
