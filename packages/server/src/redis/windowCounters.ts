import type { RedisLink } from "./redisLink";

/** A key's count in its current window, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/** Counts hits per key in fixed windows that start with a key's first hit. */
export interface WindowCounters {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/** Past this many keys the oldest windows are forgotten: a flood of new addresses cannot grow memory. */
const MAX_LOCAL_KEYS = 10_000;

/** Fixed windows counted in this process. */
export class LocalWindowCounters implements WindowCounters {
  private readonly windows = new Map<string, { startedMs: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  count(key: string, windowMs: number): WindowCount {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedMs >= windowMs) {
      if (this.windows.size > MAX_LOCAL_KEYS) this.windows.clear();
      this.windows.set(key, { startedMs: now, count: 1 });
      return { count: 1, resetInMs: windowMs };
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.startedMs + windowMs - now };
  }

  /** Milliseconds until the key's window ends (0 when it has none). */
  resetInMs(key: string, windowMs: number): number {
    const window = this.windows.get(key);
    return window ? Math.max(0, window.startedMs + windowMs - this.now()) : 0;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.count(key, windowMs);
  }
}

/** Counts and starts the window on the first hit, atomically; answers the count and the window's time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

const KEY_PREFIX = "storyframe:window:";

/**
 * Fixed windows counted in Redis, so every instance spends one budget (decision 085). While Redis is away,
 * or a command fails or is slow, this instance counts on its own and says nothing more: the link logs it once.
 */
export class SharedWindowCounters implements WindowCounters {
  private readonly local = new LocalWindowCounters();

  constructor(private readonly link: RedisLink) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (!this.link.available) return this.local.count(key, windowMs);
    try {
      const answer = await this.link.commands.eval(HIT_SCRIPT, 1, `${KEY_PREFIX}${key}`, String(windowMs));
      if (Array.isArray(answer) && typeof answer[0] === "number" && typeof answer[1] === "number") {
        return { count: answer[0], resetInMs: answer[1] };
      }
    } catch {
      // Answered locally below.
    }
    return this.local.count(key, windowMs);
  }
}
