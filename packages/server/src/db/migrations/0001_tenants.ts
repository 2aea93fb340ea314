import type { Kysely } from "kysely";

/** Tenants, the host names that resolve to them, and installation facts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenants")
    .addColumn("domain_name", "text", (c) => c.primaryKey())
    .addColumn("tenant_name", "text", (c) => c.notNull())
    .addColumn("logo_url", "text")
    .addColumn("owner_name", "text")
    .addColumn("owner_email", "text")
    .addColumn("allow_anonymous_authentication", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("features", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("default_page_url", "text")
    .addColumn("maintenance_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("maintenance_title", "text")
    .addColumn("maintenance_body", "text")
    .addColumn("settings", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tenant_hostnames")
    .addColumn("hostname", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("tenant_hostnames_domain_name").on("tenant_hostnames").column("domain_name").execute();

  await db.schema
    .createTable("installation_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("installation_meta").execute();
  await db.schema.dropTable("tenant_hostnames").execute();
  await db.schema.dropTable("tenants").execute();
}
