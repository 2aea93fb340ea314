import { randomUUID } from "node:crypto";
import type { DeliveryOutcome, Metrics } from "../metrics/metrics";
import type { ServiceLog } from "../shared/serviceLog";
import { cronSchedule } from "./cronSchedule";
import { deliveryMessages, PermanentDeliveryError, type ScheduleDelivery } from "./delivery";
import type { ScheduleRunsRepository, SchedulesRepository, StoredRun } from "./repository";
import { mayRetry, type RetryPolicy, retryDelayMs } from "./retryBackoff";

export type SchedulerSettings = {
  /** How often each instance looks for due deliveries; 0: this instance delivers nothing. */
  intervalMs: number;
  /** How long a claimed run stays this instance's without renewal; renewed every third of it while working. */
  leaseMs: number;
  retry: RetryPolicy;
  /** Runs claimed (and sent side by side) per pass. */
  batchSize: number;
};

/** Finished runs are kept this long, so owners and administrators see the recent history. */
const HISTORY_MS = 90 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Schedules whose occurrence has come, queued per pass. */
const QUEUE_BATCH = 100;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The delivery loop of one server instance. Each pass queues the occurrences that have come (idempotent: one
 * run per schedule and due time, whichever instance queues it), claims due runs under a lease in one atomic
 * statement, and sends them. A run whose instance stopped mid-way is claimed again once its lease expires;
 * a failed attempt is retried with exponential back-off up to the bound, then marked failed with its error.
 */
export class DeliveryScheduler {
  /** This instance's name on the leases it holds. */
  readonly instanceId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private passing: Promise<void> | undefined;
  private again = false;
  private lastPrune = 0;
  private readonly inFlight = new Map<string, AbortController>();

  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly runs: ScheduleRunsRepository,
    private readonly delivery: ScheduleDelivery,
    private readonly settings: SchedulerSettings,
    private readonly log: ServiceLog,
    private readonly now: () => number = Date.now,
    /** Where finished attempts are counted (docs/metrics.md). */
    private readonly metrics?: Pick<Metrics, "deliveryFinished">,
  ) {}

  /** How many deliveries this instance is sending now. */
  get inProgress(): number {
    return this.inFlight.size;
  }

  /** How many runs of the whole installation are due and not yet claimed. */
  dueCount(): Promise<number> {
    return this.runs.countDue(iso(this.now()));
  }

  /** Starts the loop (a first pass at once); nothing when the interval is 0. */
  start(): void {
    if (this.settings.intervalMs === 0 || !this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the loop: no new claims; runs being sent are aborted and given back untried, then it resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const controller of this.inFlight.values()) controller.abort(new Error("The server is stopping."));
    await this.passing;
  }

  /** Runs a pass soon (Send now), without waiting for the interval. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.passing = this.pass().finally(() => {
        this.passing = undefined;
        if (!this.stopped) this.schedule(this.again ? 0 : this.settings.intervalMs);
        this.again = false;
      });
    }, delayMs);
    this.timer.unref();
  }

  /** One pass: queue, claim, send. Errors are logged; the loop goes on. */
  async pass(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.queueDueOccurrences();
      const claimed = await this.claim();
      await Promise.all(claimed.map((run) => this.process(run)));
      await this.pruneHistory();
    } catch (error) {
      this.log.error({ err: error }, "scheduled deliveries could not be processed");
    } finally {
      this.running = false;
    }
  }

  /** Queues a run for each enabled schedule whose next occurrence has come, and moves the schedule on. */
  async queueDueOccurrences(): Promise<void> {
    const now = this.now();
    for (const schedule of await this.schedules.due(iso(now), QUEUE_BATCH)) {
      const dueAt = schedule.nextRunAt;
      if (!dueAt) continue;
      await this.runs.enqueue(schedule.id, dueAt, "schedule", iso(now));
      // From now, not from the due time: a server that was down sends a missed occurrence once, not a backlog.
      let next: string | null = null;
      try {
        const [following] = cronSchedule(schedule.cron, schedule.timeZone).nextRuns(
          new Date(Math.max(now, Date.parse(dueAt))),
          1,
        );
        next = following ? following.toISOString() : null;
      } catch (error) {
        this.log.error({ err: error, scheduleId: schedule.id }, "a schedule's cron expression no longer parses");
      }
      await this.schedules.advance(schedule.id, dueAt, next);
    }
  }

  /** Claims the runs that are due or abandoned, under this instance's lease. */
  async claim(): Promise<StoredRun[]> {
    const now = this.now();
    const { retry } = this.settings;
    await this.runs.failAbandoned(iso(now), retry.maxAttempts, deliveryMessages.interrupted(retry.maxAttempts));
    return this.runs.claim({
      owner: this.instanceId,
      now: iso(now),
      leaseUntil: iso(now + this.settings.leaseMs),
      limit: this.settings.batchSize,
      maxAttempts: retry.maxAttempts,
    });
  }

  /** Sends one claimed run, renewing its lease meanwhile, and records the outcome. */
  private async process(run: StoredRun): Promise<void> {
    const controller = new AbortController();
    this.inFlight.set(run.id, controller);
    const renewal = setInterval(
      () => {
        void this.runs
          .renewLease(run.id, this.instanceId, iso(this.now() + this.settings.leaseMs))
          .then((held) => {
            if (!held) controller.abort(new Error("The lease of this delivery was lost."));
          })
          .catch(() => {});
      },
      Math.max(250, Math.floor(this.settings.leaseMs / 3)),
    );
    const startedMs = performance.now();
    let outcome: DeliveryOutcome | undefined;
    try {
      const schedule = await this.schedules.findById(run.scheduleId);
      if (!schedule) return;
      await this.delivery.deliver(schedule, controller.signal);
      await this.runs.markSent(run.id, this.instanceId, iso(this.now()));
      outcome = "sent";
    } catch (error) {
      outcome = await this.recordFailure(run, error, controller.signal.aborted);
    } finally {
      clearInterval(renewal);
      this.inFlight.delete(run.id);
      if (outcome) this.metrics?.deliveryFinished(outcome, (performance.now() - startedMs) / 1000);
    }
  }

  private async recordFailure(run: StoredRun, error: unknown, aborted: boolean): Promise<DeliveryOutcome> {
    const now = this.now();
    if (aborted && this.stopped) {
      await this.runs.release(run.id, this.instanceId, iso(now));
      return "released";
    }
    const message = error instanceof Error ? error.message : String(error);
    const { retry } = this.settings;
    const retryAt =
      !(error instanceof PermanentDeliveryError) && mayRetry(retry, run.attempts)
        ? iso(now + retryDelayMs(retry, run.attempts))
        : null;
    this.log.error({ err: error, runId: run.id, retryAt }, "a scheduled delivery failed");
    await this.runs.markFailed(run.id, this.instanceId, message, retryAt, iso(now));
    return retryAt ? "retrying" : "failed";
  }

  private async pruneHistory(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.runs.pruneFinished(iso(now - HISTORY_MS));
  }
}
