import {
  SCHEDULE_PREVIEW_COUNT,
  type Schedule,
  type ScheduleInput,
  type ScheduleRun,
  scheduleMessages,
  TAGS,
} from "@storyframe/core";
import { z } from "zod";
import type { AccessRepository } from "../admin/access/repository";
import type { Principal } from "../auth/principal";
import { activeBranchOf } from "../branches/policy";
import type { ContentService } from "../content/service";
import { ForbiddenError, NotFoundError } from "../shared/domainErrors";
import { cronSchedule } from "./cronSchedule";
import type { ScheduleDelivery } from "./delivery";
import { fieldError } from "./fieldError";
import type {
  ScheduleFields,
  ScheduleRunsRepository,
  SchedulesRepository,
  ScheduleWithOwner,
  StoredRun,
} from "./repository";
import type { DeliveryScheduler } from "./scheduler";

const RECENT_RUNS = 20;

const serviceMessages = {
  anonymous: "Sign in to schedule deliveries.",
  unknownUser: "Your account no longer exists in this tenant.",
} as const;

type ValidInput = Omit<ScheduleFields, "nextRunAt">;

function presentRun(run: StoredRun): ScheduleRun {
  return {
    id: run.id,
    dueAt: run.dueAt,
    trigger: run.trigger,
    status: run.status,
    attempts: run.attempts,
    nextAttemptAt: run.status === "pending" ? run.nextAttemptAt : null,
    lastError: run.lastError,
    sentAt: run.sentAt,
  };
}

function presentSchedule(schedule: ScheduleWithOwner, lastRun: StoredRun | undefined): Schedule {
  return {
    id: schedule.id,
    storylineId: schedule.storylineId,
    parameters: schedule.parameters as Schedule["parameters"],
    cron: schedule.cron,
    timeZone: schedule.timeZone,
    recipients: schedule.recipients,
    delivery: schedule.delivery,
    enabled: schedule.enabled,
    nextRunAt: schedule.enabled ? schedule.nextRunAt : null,
    owner: schedule.owner,
    lastRun: lastRun ? presentRun(lastRun) : null,
    createdAt: schedule.createdAt,
    updatedAt: schedule.updatedAt,
  };
}

const emailSchema = z.email();

/**
 * The one owner of scheduled deliveries' rules: a user schedules storylines they may read, for recipients of
 * their tenant who may read them too; they see and change their own schedules, administrators (schedules::admin)
 * see, pause and delete all of the tenant's. Other users' schedules do not exist for a caller (404).
 */
export class SchedulesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly runs: ScheduleRunsRepository,
    private readonly access: AccessRepository,
    private readonly content: ContentService,
    private readonly delivery: ScheduleDelivery,
    private readonly scheduler: DeliveryScheduler,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether schedules may attach a PDF on this server. */
  get pdfAvailable(): boolean {
    return this.delivery.pdfAvailable;
  }

  /** The next run times of a cron expression in a time zone, for the form's preview. */
  preview(cron: string, timeZone: string): { nextRuns: string[] } {
    const runs = cronSchedule(cron, timeZone).nextRuns(this.now(), SCHEDULE_PREVIEW_COUNT);
    return { nextRuns: runs.map((run) => run.toISOString()) };
  }

  async listOwn(principal: Principal): Promise<Schedule[]> {
    const userId = this.userIdOf(principal);
    return this.present(await this.schedules.list(principal.domainName, userId));
  }

  async listTenant(principal: Principal): Promise<Schedule[]> {
    return this.present(await this.schedules.list(principal.domainName));
  }

  async get(principal: Principal, id: string): Promise<Schedule> {
    const schedule = await this.visible(principal, id);
    return (await this.present([schedule]))[0] as Schedule;
  }

  async create(principal: Principal, input: ScheduleInput): Promise<Schedule> {
    const userId = await this.existingUserId(principal);
    const fields = await this.validate(principal, input);
    const id = await this.schedules.create(
      principal.domainName,
      userId,
      { ...fields, nextRunAt: this.firstRun(fields) },
      this.now().toISOString(),
    );
    this.scheduler.wake();
    return this.get(principal, id);
  }

  async update(principal: Principal, id: string, input: ScheduleInput): Promise<Schedule> {
    const schedule = await this.visible(principal, id);
    if (schedule.ownerUserId !== principal.userId) throw new ForbiddenError(scheduleMessages.notOwner);
    const fields = await this.validate(principal, input);
    await this.schedules.update(
      principal.domainName,
      id,
      { ...fields, nextRunAt: this.firstRun(fields) },
      this.now().toISOString(),
    );
    this.scheduler.wake();
    return this.get(principal, id);
  }

  /** Pauses or resumes; a resumed schedule runs at its next occurrence from now (missed ones are not sent). */
  async setEnabled(principal: Principal, id: string, enabled: boolean): Promise<Schedule> {
    const schedule = await this.visible(principal, id);
    const nextRunAt = enabled ? this.firstRun({ ...schedule, enabled }) : null;
    await this.schedules.setEnabled(principal.domainName, id, enabled, nextRunAt, this.now().toISOString());
    return this.get(principal, id);
  }

  async delete(principal: Principal, id: string): Promise<void> {
    await this.visible(principal, id);
    await this.schedules.delete(principal.domainName, id);
  }

  /** Queues a delivery due now (paused schedules too), and has this instance look for it at once. */
  async sendNow(principal: Principal, id: string): Promise<ScheduleRun> {
    const schedule = await this.visible(principal, id);
    const now = this.now().toISOString();
    const run = await this.runs.enqueue(schedule.id, now, "manual", now);
    this.scheduler.wake();
    return presentRun(run);
  }

  async recentRuns(principal: Principal, id: string): Promise<ScheduleRun[]> {
    const schedule = await this.visible(principal, id);
    return (await this.runs.list(schedule.id, RECENT_RUNS)).map(presentRun);
  }

  private async present(schedules: ScheduleWithOwner[]): Promise<Schedule[]> {
    const latest = await this.runs.latest(schedules.map((schedule) => schedule.id));
    return schedules.map((schedule) => presentSchedule(schedule, latest.get(schedule.id)));
  }

  /** The caller's own schedule, or any of the tenant's for an administrator; otherwise not found. */
  private async visible(principal: Principal, id: string): Promise<ScheduleWithOwner> {
    const schedule = await this.schedules.find(principal.domainName, id);
    const mayAdminister = principal.effectiveTags.includes(TAGS.schedulesAdmin);
    if (!schedule || (schedule.ownerUserId !== principal.userId && !mayAdminister)) {
      throw new NotFoundError(scheduleMessages.scheduleNotFound);
    }
    return schedule;
  }

  private userIdOf(principal: Principal): string {
    if (principal.kind === "anonymous" || !principal.userId) throw new ForbiddenError(serviceMessages.anonymous);
    return principal.userId;
  }

  /** The caller as a user row: a token can outlive its user, and a schedule needs an owner. */
  private async existingUserId(principal: Principal): Promise<string> {
    const userId = this.userIdOf(principal);
    const user = await this.access.findUserById(userId);
    if (!user || user.domainName !== principal.domainName) throw new ForbiddenError(serviceMessages.unknownUser);
    return userId;
  }

  private firstRun(fields: Pick<ScheduleFields, "cron" | "timeZone" | "enabled">): string | null {
    if (!fields.enabled) return null;
    const [first] = cronSchedule(fields.cron, fields.timeZone).nextRuns(this.now(), 1);
    return first ? first.toISOString() : null;
  }

  /** Checks every rule of the input; refusals name the field and the value at fault. */
  private async validate(principal: Principal, input: ScheduleInput): Promise<ValidInput> {
    cronSchedule(input.cron, input.timeZone);
    if (input.delivery === "pdf" && !this.delivery.pdfAvailable) {
      throw fieldError("delivery", scheduleMessages.pdfUnavailable);
    }
    const storyline = (
      await this.content.storylines(principal.domainName, activeBranchOf(principal.domainName), principal.effectiveTags)
    ).find((candidate) => candidate.id === input.storylineId);
    if (!storyline) throw fieldError("storylineId", scheduleMessages.storylineUnknown(input.storylineId));

    const recipients = [...new Set(input.recipients)];
    for (const address of recipients) {
      if (!emailSchema.safeParse(address).success) {
        throw fieldError("recipients", scheduleMessages.recipientInvalid(address));
      }
      const user = await this.access.findUserByEmail(principal.domainName, address);
      if (!user) throw fieldError("recipients", scheduleMessages.recipientUnknown(address));
      const tags = (await this.access.effectiveTagsOf(principal.domainName, user.id)) ?? [];
      if (!storyline.requiredTags.every((tag) => tags.includes(tag))) {
        throw fieldError("recipients", scheduleMessages.recipientCannotRead(address));
      }
    }
    return {
      storylineId: input.storylineId,
      parameters: input.parameters,
      cron: input.cron.trim(),
      timeZone: input.timeZone.trim(),
      recipients,
      delivery: input.delivery,
      enabled: input.enabled,
    };
  }
}
