import type { Kysely } from "kysely";

/**
 * Share links (decision 078): a grant to read one storyline of a tenant with fixed parameter values, held by
 * whoever has the link. Only the SHA-256 of the link's secret is kept. A link names its creator (checked again on
 * every use), expires, may be revoked, and counts its uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("share_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("storyline", "text", (c) => c.notNull())
    .addColumn("parameter_values", "text", (c) => c.notNull())
    .addColumn("changeable_parameters", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_by_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("use_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema
    .createIndex("share_links_domain_storyline")
    .on("share_links")
    .columns(["domain_name", "storyline"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("share_links_domain_storyline").execute();
  await db.schema.dropTable("share_links").execute();
}
