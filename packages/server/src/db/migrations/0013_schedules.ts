import type { Kysely } from "kysely";

/**
 * Scheduled delivery (decision 080). `schedules` holds what a user asked for: a storyline with fixed parameter
 * values, a cron expression read in an IANA time zone, the recipients and whether the PDF is attached or the
 * viewer linked; `next_run_at` is the next occurrence still to be queued. `schedule_runs` holds each delivery:
 * one per schedule and due time (the unique key makes queuing idempotent across server instances), claimed by
 * one instance at a time through `lease_owner` and `lease_expires_at`, retried at `next_attempt_at`. Times are
 * ISO strings in UTC, so they compare as text on both databases. The outbox keeps what a mail had attached.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("schedules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("storyline_id", "text", (c) => c.notNull())
    .addColumn("parameters", "text", (c) => c.notNull())
    .addColumn("cron", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("recipients", "text", (c) => c.notNull())
    .addColumn("delivery", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("next_run_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("schedules_domain_owner")
    .on("schedules")
    .columns(["domain_name", "owner_user_id"])
    .execute();
  await db.schema.createIndex("schedules_next_run").on("schedules").columns(["enabled", "next_run_at"]).execute();

  await db.schema
    .createTable("schedule_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("schedule_id", "text", (c) => c.notNull().references("schedules.id").onDelete("cascade"))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("schedule_runs_schedule_due", ["schedule_id", "due_at"])
    .execute();
  await db.schema
    .createIndex("schedule_runs_claimable")
    .on("schedule_runs")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("schedule_runs_leases")
    .on("schedule_runs")
    .columns(["status", "lease_expires_at"])
    .execute();

  await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("attachments").execute();
  await db.schema.dropTable("schedule_runs").execute();
  await db.schema.dropTable("schedules").execute();
}
