import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startThrowawayRedis, type ThrowawayRedis } from "../test/redisServer";
import { createSharedState, type SharedState } from "./sharedState";

const WAIT = { timeout: 15_000, interval: 50 };
const MINUTE_MS = 60_000;

/** A log that keeps its lines, to count what the instance said. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (_details: object, message: string) => lines.push(message),
      error: (_d: object, m: string) => lines.push(m),
    },
  };
}

/** A cache that records what it was told to drop. */
function recordingCache(state: SharedState) {
  const dropped: string[] = [];
  let emptied = 0;
  const announce = state.invalidation.share(
    "names",
    z.object({ name: z.string() }),
    ({ name }) => dropped.push(name),
    () => {
      emptied += 1;
    },
  );
  return { dropped, announce, emptied: () => emptied };
}

describe("state shared by two instances through Redis", () => {
  let redis: ThrowawayRedis;
  let a: SharedState;
  let b: SharedState;
  const logA = recordingLog();
  const logB = recordingLog();

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = createSharedState(redis.url, logA.log);
    b = createSharedState(redis.url, logB.log);
    await Promise.all([a.connect(10_000), b.connect(10_000)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.remove();
  });

  it("counts one window across both instances", async () => {
    const counts = [];
    for (const state of [a, b, a, b]) counts.push((await state.counters.hit("shared-window", MINUTE_MS)).count);
    expect(counts).toEqual([1, 2, 3, 4]);
  });

  it("drops an entry on the other instance when one announces it", async () => {
    const cacheA = recordingCache(a);
    const cacheB = recordingCache(b);
    cacheA.announce({ name: "fleet-operations" });
    expect(cacheA.dropped).toEqual(["fleet-operations"]);
    await expect.poll(() => cacheB.dropped, WAIT).toEqual(["fleet-operations"]);
  });

  it("ignores messages that are not well-formed", async () => {
    const cacheB = recordingCache(b);
    b.invalidation.receive("not json");
    b.invalidation.receive(JSON.stringify({ from: "elsewhere", topic: "names", message: { name: 7 } }));
    expect(cacheB.dropped).toEqual([]);
  });

  it("falls back to local counting while Redis is away, says so once, and shares again when it returns", async () => {
    const cacheB = recordingCache(b);
    await redis.stop();
    await expect.poll(() => a.redis?.available, WAIT).toBe(false);
    await expect.poll(() => b.redis?.available, WAIT).toBe(false);

    // Each instance counts on its own meanwhile, and serves.
    expect((await a.counters.hit("while-away", MINUTE_MS)).count).toBe(1);
    expect((await b.counters.hit("while-away", MINUTE_MS)).count).toBe(1);
    expect((await a.counters.hit("while-away", MINUTE_MS)).count).toBe(2);
    // Several failed reconnections later, still one line about the loss.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const lost = (lines: string[]) => lines.filter((line) => line.startsWith("Redis is unreachable")).length;
    expect(lost(logA.lines)).toBe(1);
    expect(lost(logB.lines)).toBe(1);

    await redis.start();
    await expect.poll(() => a.redis?.available && b.redis?.available, WAIT).toBe(true);
    const back = (lines: string[]) => lines.filter((line) => line.startsWith("Redis is back")).length;
    expect(back(logA.lines)).toBe(1);
    expect(back(logB.lines)).toBe(1);
    // What was cached meanwhile may have missed invalidations: it is emptied.
    expect(cacheB.emptied()).toBeGreaterThanOrEqual(1);

    const counts = [];
    for (const state of [a, b]) counts.push((await state.counters.hit("after-return", MINUTE_MS)).count);
    expect(counts).toEqual([1, 2]);
    recordingCache(a).announce({ name: "after-return" });
    await expect.poll(() => cacheB.dropped, WAIT).toContain("after-return");
  });
});

describe("an instance starting while Redis is down", () => {
  it("starts on local state after its short wait, and joins by itself when Redis comes up", async () => {
    const redis = await startThrowawayRedis();
    await redis.stop();
    const { lines, log } = recordingLog();
    const state = createSharedState(redis.url, log);
    try {
      const started = Date.now();
      await state.connect(500);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(state.redis?.available).toBe(false);
      expect((await state.counters.hit("before-redis", MINUTE_MS)).count).toBe(1);
      await redis.start();
      await expect.poll(() => state.redis?.available, WAIT).toBe(true);
      expect(lines).toEqual([
        "Redis is unreachable: this instance uses local rate limits and caches until it returns",
        "Redis is back: rate limits and cache invalidations are shared again",
      ]);
    } finally {
      await state.close();
      await redis.remove();
    }
  });
});

describe("state without Redis", () => {
  it("counts in process and keeps invalidations local", async () => {
    const state = createSharedState(undefined, recordingLog().log);
    await state.connect(1000);
    expect(state.redis).toBeUndefined();
    expect((await state.counters.hit("alone", MINUTE_MS)).count).toBe(1);
    expect((await state.counters.hit("alone", MINUTE_MS)).count).toBe(2);
    const cache = recordingCache(state);
    cache.announce({ name: "here" });
    expect(cache.dropped).toEqual(["here"]);
    await state.close();
  });
});
