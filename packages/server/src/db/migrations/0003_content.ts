import type { Kysely } from "kysely";

/** Branches per tenant and the content objects of each branch, keyed by (tenant, branch, kind, name). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("branches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_from", "text")
    .addColumn("created_on_ms", "bigint", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addUniqueConstraint("branches_domain_name", ["domain_name", "name"])
    .execute();

  await db.schema
    .createTable("content_objects")
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("branch", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("schema_version", "integer", (c) => c.notNull())
    .addColumn("object", "text", (c) => c.notNull())
    .addColumn("created_on_ms", "bigint", (c) => c.notNull())
    .addColumn("stored_on_ms", "bigint", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_objects_pk", ["domain_name", "branch", "kind", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_objects").execute();
  await db.schema.dropTable("branches").execute();
}
