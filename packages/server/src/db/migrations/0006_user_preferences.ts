import type { Kysely } from "kysely";

/** Each user's preferences (slide transition style, narration voice) as JSON text; removed with the user or tenant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_preferences")
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("preferences", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_preferences_pk", ["domain_name", "user_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_preferences").execute();
}
