import type { Kysely } from "kysely";

/**
 * API tokens (decision 077): a tenant's service accounts (named owners of
 * automation tokens, with the tags administrators gave them) and the tokens
 * themselves. A token is stored only as the SHA-256 of its secret, beside
 * its first characters for recognition; it belongs to a user or to a service
 * account and carries the tags it was created with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("service_accounts_domain_name_key", ["domain_name", "name_key"])
    .execute();
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("token_start", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("service_account_id", "text", (c) => c.references("service_accounts.id").onDelete("cascade"))
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("api_tokens_domain_kind").on("api_tokens").columns(["domain_name", "kind"]).execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();
  await db.schema.createIndex("api_tokens_service_account").on("api_tokens").column("service_account_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("api_tokens_service_account").execute();
  await db.schema.dropIndex("api_tokens_user").execute();
  await db.schema.dropIndex("api_tokens_domain_kind").execute();
  await db.schema.dropTable("api_tokens").execute();
  await db.schema.dropTable("service_accounts").execute();
}
