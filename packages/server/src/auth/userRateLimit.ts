/**
 * Requests per user per minute (fixed one-minute windows), in process. The
 * address-based limit guards the server as a whole; this one keeps a single
 * user (or script with their token) from crowding out the others.
 */
export class UserRateLimit {
  private readonly windows = new Map<string, { startedMs: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; false when the user is over the limit. */
  take(userKey: string): boolean {
    const now = this.now();
    const window = this.windows.get(userKey);
    if (!window || now - window.startedMs >= 60_000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(userKey, { startedMs: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  /** Whole seconds until the user's current window ends and their budget is full again (at least 1). */
  retryAfterSeconds(userKey: string): number {
    const window = this.windows.get(userKey);
    const left = window ? window.startedMs + 60_000 - this.now() : 0;
    return Math.max(1, Math.ceil(left / 1000));
  }
}
