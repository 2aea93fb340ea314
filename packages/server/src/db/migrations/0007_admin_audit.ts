import { type Kysely, sql } from "kysely";

/**
 * The audit log of the admin API (who changed which user, role or group,
 * when, with the resource before and after as JSON text), and the indexes
 * that keep user listings fast at tens of thousands of users: users by
 * tenant and lower-cased name (the default sort), and memberships by role
 * and by group (filters, and removing a deleted role or group everywhere).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("resource_type", "text", (c) => c.notNull())
    .addColumn("resource_id", "text", (c) => c.notNull())
    .addColumn("resource_name", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("details_json", "text")
    .execute();
  await db.schema
    .createIndex("admin_audit_domain_time")
    .on("admin_audit")
    .columns(["domain_name", "occurred_at"])
    .execute();
  await db.schema
    .createIndex("admin_audit_domain_resource")
    .on("admin_audit")
    .columns(["domain_name", "resource_type", "resource_id"])
    .execute();

  // An expression index: identical SQL on SQLite and PostgreSQL.
  await sql`create index users_domain_name_lower on users (domain_name, lower(name))`.execute(db);
  await db.schema.createIndex("user_roles_role_id").on("user_roles").column("role_id").execute();
  await db.schema.createIndex("user_groups_group_id").on("user_groups").column("group_id").execute();
  await db.schema.createIndex("group_roles_role_id").on("group_roles").column("role_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "group_roles_role_id",
    "user_groups_group_id",
    "user_roles_role_id",
    "users_domain_name_lower",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable("admin_audit").execute();
}
