import { LocalWindowCounters, type WindowCounters } from "../redis/windowCounters";

const MINUTE_MS = 60_000;

/**
 * Requests per user per minute (fixed one-minute windows), in process. The
 * address-based limit guards the server as a whole; this one keeps a single
 * user (or script with their token) from crowding out the others.
 */
export class UserRateLimit {
  private readonly counters: LocalWindowCounters;

  constructor(
    private readonly perMinute: number,
    now: () => number = Date.now,
  ) {
    this.counters = new LocalWindowCounters(now);
  }

  /** Counts a request; false when the user is over the limit. */
  take(userKey: string): boolean {
    return this.counters.count(userKey, MINUTE_MS).count <= this.perMinute;
  }

  /** Whole seconds until the user's current window ends and their budget is full again (at least 1). */
  retryAfterSeconds(userKey: string): number {
    return Math.max(1, Math.ceil(this.counters.resetInMs(userKey, MINUTE_MS) / 1000));
  }
}

/** A request counted against a budget: whether it is within it, and when the budget is full again. */
type BudgetVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * The per-user limit on the installation's counters: with Redis, one budget per user across every
 * instance; without it, this process's, as `UserRateLimit` counts (decision 085).
 */
export class SharedUserRateLimit {
  constructor(
    private readonly counters: WindowCounters,
    private readonly perMinute: number,
  ) {}

  async take(userKey: string): Promise<BudgetVerdict> {
    const { count, resetInMs } = await this.counters.hit(`user:${userKey}`, MINUTE_MS);
    return { allowed: count <= this.perMinute, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }
}
