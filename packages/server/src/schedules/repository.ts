import { randomUUID } from "node:crypto";
import type { ScheduleDeliveryMode, ScheduleRunStatus } from "@storyframe/core";
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely";
import type { Database, ScheduleRunsTable, SchedulesTable } from "../db/schema";

/** A schedule as stored, with its JSON columns read. */
export type StoredSchedule = {
  id: string;
  domainName: string;
  ownerUserId: string;
  storylineId: string;
  parameters: Record<string, unknown>;
  cron: string;
  timeZone: string;
  recipients: string[];
  delivery: ScheduleDeliveryMode;
  enabled: boolean;
  nextRunAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ScheduleWithOwner = StoredSchedule & { owner: { id: string; name: string; emailAddress: string } };

export type StoredRun = {
  id: string;
  scheduleId: string;
  dueAt: string;
  trigger: "schedule" | "manual";
  status: ScheduleRunStatus;
  attempts: number;
  nextAttemptAt: string | null;
  leaseOwner: string | null;
  leaseExpiresAt: string | null;
  lastError: string | null;
  sentAt: string | null;
};

/** The fields a user sets; the rest (id, owner, tenant, times) the repository keeps. */
export type ScheduleFields = Pick<
  StoredSchedule,
  "storylineId" | "parameters" | "cron" | "timeZone" | "recipients" | "delivery" | "enabled" | "nextRunAt"
>;

function toSchedule(row: Selectable<SchedulesTable>): StoredSchedule {
  return {
    id: row.id,
    domainName: row.domain_name,
    ownerUserId: row.owner_user_id,
    storylineId: row.storyline_id,
    parameters: JSON.parse(row.parameters) as Record<string, unknown>,
    cron: row.cron,
    timeZone: row.time_zone,
    recipients: JSON.parse(row.recipients) as string[],
    delivery: row.delivery as ScheduleDeliveryMode,
    enabled: row.enabled === 1,
    nextRunAt: row.next_run_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRun(row: Selectable<ScheduleRunsTable>): StoredRun {
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    dueAt: row.due_at,
    trigger: row.trigger === "manual" ? "manual" : "schedule",
    status: row.status as ScheduleRunStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseOwner: row.lease_owner,
    leaseExpiresAt: row.lease_expires_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}

function columnsOf(fields: ScheduleFields) {
  return {
    storyline_id: fields.storylineId,
    parameters: JSON.stringify(fields.parameters),
    cron: fields.cron,
    time_zone: fields.timeZone,
    recipients: JSON.stringify(fields.recipients),
    delivery: fields.delivery,
    enabled: fields.enabled ? 1 : 0,
    next_run_at: fields.nextRunAt,
  };
}

/** The schedules table: one row per user's scheduled delivery. */
export class SchedulesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withOwner() {
    return this.db
      .selectFrom("schedules")
      .innerJoin("users", "users.id", "schedules.owner_user_id")
      .selectAll("schedules")
      .select(["users.name as owner_name", "users.email_address as owner_email"]);
  }

  private static present(
    row: Selectable<SchedulesTable> & { owner_name: string; owner_email: string },
  ): ScheduleWithOwner {
    return {
      ...toSchedule(row),
      owner: { id: row.owner_user_id, name: row.owner_name, emailAddress: row.owner_email },
    };
  }

  async find(domainName: string, id: string): Promise<ScheduleWithOwner | undefined> {
    const row = await this.withOwner()
      .where("schedules.domain_name", "=", domainName)
      .where("schedules.id", "=", id)
      .executeTakeFirst();
    return row ? SchedulesRepository.present(row) : undefined;
  }

  /** A schedule of any tenant, for the delivery loop. */
  async findById(id: string): Promise<StoredSchedule | undefined> {
    const row = await this.db.selectFrom("schedules").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toSchedule(row) : undefined;
  }

  /** The tenant's schedules, or one owner's, newest first. */
  async list(domainName: string, ownerUserId?: string): Promise<ScheduleWithOwner[]> {
    let query = this.withOwner().where("schedules.domain_name", "=", domainName);
    if (ownerUserId !== undefined) query = query.where("schedules.owner_user_id", "=", ownerUserId);
    const rows = await query.orderBy("schedules.created_at", "desc").orderBy("schedules.id").execute();
    return rows.map(SchedulesRepository.present);
  }

  async create(domainName: string, ownerUserId: string, fields: ScheduleFields, now: string): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("schedules")
      .values({
        id,
        domain_name: domainName,
        owner_user_id: ownerUserId,
        ...columnsOf(fields),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async update(domainName: string, id: string, fields: ScheduleFields, now: string): Promise<void> {
    await this.db
      .updateTable("schedules")
      .set({ ...columnsOf(fields), updated_at: now })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .execute();
  }

  async setEnabled(domainName: string, id: string, enabled: boolean, nextRunAt: string | null, now: string) {
    await this.db
      .updateTable("schedules")
      .set({ enabled: enabled ? 1 : 0, next_run_at: nextRunAt, updated_at: now })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .execute();
  }

  /** Deletes the schedule and, by cascade, its runs. */
  async delete(domainName: string, id: string): Promise<void> {
    await this.db.deleteFrom("schedules").where("domain_name", "=", domainName).where("id", "=", id).execute();
  }

  /** Enabled schedules whose next occurrence has come, across tenants. */
  async due(now: string, limit: number): Promise<StoredSchedule[]> {
    const rows = await this.db
      .selectFrom("schedules")
      .selectAll()
      .where("enabled", "=", 1)
      .where("next_run_at", "is not", null)
      .where("next_run_at", "<=", now)
      .orderBy("next_run_at")
      .limit(limit)
      .execute();
    return rows.map(toSchedule);
  }

  /**
   * Moves a schedule's next occurrence on, only if it is still the one this instance read (another instance
   * may have moved it first): answers whether it moved.
   */
  async advance(id: string, from: string, to: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable("schedules")
      .set({ next_run_at: to })
      .where("id", "=", id)
      .where("next_run_at", "=", from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

/** What a claim needs: who claims, until when, and the bound on attempts. */
export type ClaimOptions = { owner: string; now: string; leaseUntil: string; limit: number; maxAttempts: number };

/** The schedule_runs table: each delivery, its state, its lease and its attempts. */
export class ScheduleRunsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: "sqlite" | "postgres",
  ) {}

  /**
   * Queues a run of a schedule for `dueAt`; a run already queued for that schedule and time (by this or
   * another instance) is kept as it is. Answers the run for that time.
   */
  async enqueue(scheduleId: string, dueAt: string, trigger: "schedule" | "manual", now: string): Promise<StoredRun> {
    const inserted = await this.db
      .insertInto("schedule_runs")
      .values({
        id: randomUUID(),
        schedule_id: scheduleId,
        due_at: dueAt,
        trigger,
        status: "pending",
        attempts: 0,
        next_attempt_at: dueAt,
        lease_owner: null,
        lease_expires_at: null,
        last_error: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(["schedule_id", "due_at"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    // The run as queued, even if an instance's loop claims it at once; an existing run as it is now.
    if (inserted) return toRun(inserted);
    const row = await this.db
      .selectFrom("schedule_runs")
      .selectAll()
      .where("schedule_id", "=", scheduleId)
      .where("due_at", "=", dueAt)
      .executeTakeFirstOrThrow();
    return toRun(row);
  }

  /** How many runs are due (pending and past their attempt time) and not claimed yet, for the metrics. */
  async countDue(now: string): Promise<number> {
    const row = await this.db
      .selectFrom("schedule_runs")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Claims runs that are due (pending and past their attempt time) or abandoned (running, lease expired: the
   * instance holding it stopped) in ONE statement, so no two instances claim the same run. On PostgreSQL the
   * candidates are locked with SKIP LOCKED and the outer WHERE repeats the condition, which PostgreSQL
   * re-checks on a row another transaction changed meanwhile; SQLite runs one writer at a time.
   */
  async claim(options: ClaimOptions): Promise<StoredRun[]> {
    const claimable = (eb: ExpressionBuilder<Database, "schedule_runs">) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", options.now)]),
        eb.and([
          eb("status", "=", "running"),
          eb("lease_expires_at", "<=", options.now),
          eb("attempts", "<", options.maxAttempts),
        ]),
      ]);
    let candidates = this.db
      .selectFrom("schedule_runs")
      .select("id")
      .where(claimable)
      .orderBy("next_attempt_at")
      .limit(options.limit);
    if (this.dialect === "postgres") candidates = candidates.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable("schedule_runs")
      .set({
        status: "running",
        lease_owner: options.owner,
        lease_expires_at: options.leaseUntil,
        attempts: sql<number>`attempts + 1`,
        updated_at: options.now,
      })
      .where("id", "in", candidates)
      .where(claimable)
      .returningAll()
      .execute();
    return rows.map(toRun);
  }

  /** Runs abandoned by a stopped instance after their last allowed attempt: failed, with the reason. */
  async failAbandoned(now: string, maxAttempts: number, message: string): Promise<number> {
    const result = await this.db
      .updateTable("schedule_runs")
      .set({
        status: "failed",
        lease_owner: null,
        lease_expires_at: null,
        next_attempt_at: null,
        last_error: message,
        updated_at: now,
      })
      .where("status", "=", "running")
      .where("lease_expires_at", "<=", now)
      .where("attempts", ">=", maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Extends a lease this instance still holds; false when it lost it (expired and claimed by another). */
  async renewLease(id: string, owner: string, leaseUntil: string): Promise<boolean> {
    const result = await this.db
      .updateTable("schedule_runs")
      .set({ lease_expires_at: leaseUntil })
      .where("id", "=", id)
      .where("status", "=", "running")
      .where("lease_owner", "=", owner)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async markSent(id: string, owner: string, now: string): Promise<void> {
    await this.db
      .updateTable("schedule_runs")
      .set({
        status: "sent",
        sent_at: now,
        lease_owner: null,
        lease_expires_at: null,
        next_attempt_at: null,
        last_error: null,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("lease_owner", "=", owner)
      .execute();
  }

  /** Records a failed attempt: pending again at `retryAt`, or failed for good when `retryAt` is null. */
  async markFailed(id: string, owner: string, error: string, retryAt: string | null, now: string): Promise<void> {
    await this.db
      .updateTable("schedule_runs")
      .set({
        status: retryAt ? "pending" : "failed",
        next_attempt_at: retryAt,
        last_error: error,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("lease_owner", "=", owner)
      .execute();
  }

  /** Gives a run back untried (this instance is stopping): pending now, the attempt not counted. */
  async release(id: string, owner: string, now: string): Promise<void> {
    await this.db
      .updateTable("schedule_runs")
      .set({
        status: "pending",
        next_attempt_at: now,
        attempts: sql<number>`attempts - 1`,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", "running")
      .where("lease_owner", "=", owner)
      .execute();
  }

  /** A schedule's runs, the latest due first. */
  async list(scheduleId: string, limit: number): Promise<StoredRun[]> {
    const rows = await this.db
      .selectFrom("schedule_runs")
      .selectAll()
      .where("schedule_id", "=", scheduleId)
      .orderBy("due_at", "desc")
      .limit(limit)
      .execute();
    return rows.map(toRun);
  }

  /** The latest run of each of these schedules. */
  async latest(scheduleIds: readonly string[]): Promise<Map<string, StoredRun>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("schedule_runs as run")
      .selectAll("run")
      .where("run.schedule_id", "in", [...scheduleIds])
      .where((eb) =>
        eb(
          "run.due_at",
          "=",
          eb
            .selectFrom("schedule_runs as other")
            .select((inner) => inner.fn.max("other.due_at").as("latest"))
            .whereRef("other.schedule_id", "=", "run.schedule_id"),
        ),
      )
      .execute();
    return new Map(rows.map((row) => [row.schedule_id, toRun(row)]));
  }

  async find(id: string): Promise<StoredRun | undefined> {
    const row = await this.db.selectFrom("schedule_runs").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRun(row) : undefined;
  }

  /** Removes finished runs last changed before `before`, so the table keeps a bounded history. */
  async pruneFinished(before: string): Promise<void> {
    await this.db
      .deleteFrom("schedule_runs")
      .where("status", "in", ["sent", "failed"])
      .where("updated_at", "<", before)
      .execute();
  }
}
