import type { Kysely } from "kysely";

/** Named data connections of a tenant beyond its embedded DuckDB. The URL holds secrets: it never leaves the server. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_connections")
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("data_connections_pk", ["domain_name", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("data_connections").execute();
}
