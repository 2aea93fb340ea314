import type { Kysely } from "kysely";

/**
 * Users, roles and groups per tenant; the identity provider's storage
 * (signing keys, protocol payloads); sign-in throttling; one-time links; mail.
 * Tag lists and metadata are JSON text; `*_key` columns hold the lower-cased
 * name or e-mail that uniqueness is checked on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("roles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("allowed_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("denied_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_assignable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("roles_domain_name_key", ["domain_name", "name_key"])
    .execute();

  await db.schema
    .createTable("groups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_metadata", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("allowed_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("denied_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("groups_domain_name_key", ["domain_name", "name_key"])
    .execute();

  await db.schema
    .createTable("group_roles")
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("role_id", "text", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("group_roles_pk", ["group_id", "role_id"])
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email_address", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("picture_url", "text")
    .addColumn("user_metadata", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("allowed_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("denied_tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("users_domain_email_key", ["domain_name", "email_key"])
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role_id", "text", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role_id"])
    .execute();

  await db.schema
    .createTable("user_groups")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_groups_pk", ["user_id", "group_id"])
    .execute();

  await db.schema
    .createTable("signing_keys")
    .addColumn("kid", "text", (c) => c.primaryKey())
    .addColumn("private_jwk", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("oidc_payloads")
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("grant_id", "text")
    .addColumn("user_code", "text")
    .addColumn("uid", "text")
    .addColumn("expires_at", "text")
    .addColumn("consumed_at", "text")
    .addPrimaryKeyConstraint("oidc_payloads_pk", ["model", "id"])
    .execute();
  await db.schema.createIndex("oidc_payloads_grant_id").on("oidc_payloads").column("grant_id").execute();
  await db.schema.createIndex("oidc_payloads_uid").on("oidc_payloads").column("uid").execute();

  await db.schema
    .createTable("sign_in_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("one_time_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "mail_outbox",
    "one_time_tokens",
    "sign_in_failures",
    "oidc_payloads",
    "signing_keys",
    "user_groups",
    "user_roles",
    "users",
    "group_roles",
    "groups",
    "roles",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
