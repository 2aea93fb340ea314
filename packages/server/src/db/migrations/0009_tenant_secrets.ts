import type { Kysely } from "kysely";

/**
 * Secrets of a tenant (the speech service's API key), apart from the tenant
 * definition so they never travel with tenant settings. Values are sealed
 * with AES-256-GCM under the installation's master key; `key_id` names the
 * key that sealed each one, so the key can be rotated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenant_secrets")
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("algorithm", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("ciphertext", "text", (c) => c.notNull())
    .addColumn("auth_tag", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tenant_secrets_pk", ["domain_name", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tenant_secrets").execute();
}
