import { describe, expect, it } from "vitest";
import { RateLimitedError, UnavailableError } from "../shared/domainErrors";
import {
  QUERY_QUEUE_FULL,
  QUERY_QUEUE_RETRY_AFTER_SECONDS,
  QueryQueue,
  type QueryQueueLimits,
  type QueryTicket,
  USER_QUERIES_WAITING,
} from "./queryQueue";

/** A piece of work that runs until the test settles it, recording when it started. */
function gate(started: string[], name: string) {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      settle = { resolve, reject };
    });
  return {
    work,
    finish: () => settle?.resolve(name),
    fail: () => settle?.reject(new Error(`${name} failed`)),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** The tenant's line alone: no per-user bounds, strictly in order of arrival. */
const tenantOnly = (concurrency: number, maxWaiting: number): QueryQueueLimits => ({
  concurrency,
  maxWaiting,
  userConcurrency: 0,
  userMaxWaiting: 0,
});

const of = (tenant: string, user = "someone"): QueryTicket => ({ tenant, user });

describe("QueryQueue", () => {
  it("runs up to its concurrency at once and starts the waiting queries in order of arrival", async () => {
    const queue = new QueryQueue(tenantOnly(2, 10));
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => gate(started, name));
    if (!a || !b || !c || !d) throw new Error("four gates");
    const answers = [a, b, c, d].map((g) => queue.run(of("demo"), g.work));
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect(queue.load("demo")).toEqual({ running: 2, waiting: 2 });

    b.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    a.finish();
    await tick();
    expect(started).toEqual(["a", "b", "c", "d"]);
    c.finish();
    d.finish();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
    expect(queue.load("demo")).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a query when the waiting list is full, saying when to try again", async () => {
    const queue = new QueryQueue(tenantOnly(1, 1));
    const started: string[] = [];
    const running = gate(started, "running");
    const waiting = gate(started, "waiting");
    const first = queue.run(of("demo"), running.work);
    const second = queue.run(of("demo"), waiting.work);
    await tick();

    const refused = queue.run(of("demo"), async () => "never");
    await expect(refused).rejects.toBeInstanceOf(UnavailableError);
    await expect(refused).rejects.toMatchObject({
      message: QUERY_QUEUE_FULL,
      retryAfterSeconds: QUERY_QUEUE_RETRY_AFTER_SECONDS,
    });
    expect(queue.load("demo")).toEqual({ running: 1, waiting: 1 });

    running.finish();
    await tick();
    waiting.finish();
    expect([await first, await second]).toEqual(["running", "waiting"]);
    expect(started).toEqual(["running", "waiting"]);
  });

  it("refuses at once when no query may wait and every place is taken", async () => {
    const queue = new QueryQueue(tenantOnly(1, 0));
    const running = gate([], "running");
    const first = queue.run(of("demo"), running.work);
    await expect(queue.run(of("demo"), async () => "never")).rejects.toBeInstanceOf(UnavailableError);
    running.finish();
    expect(await first).toBe("running");
  });

  it("gives the place of a failed query to the next in line", async () => {
    const queue = new QueryQueue(tenantOnly(1, 5));
    const started: string[] = [];
    const failing = gate(started, "failing");
    const next = gate(started, "next");
    const first = queue.run(of("demo"), failing.work);
    const second = queue.run(of("demo"), next.work);
    await tick();
    failing.fail();
    await expect(first).rejects.toThrow("failing failed");
    await tick();
    expect(started).toEqual(["failing", "next"]);
    next.finish();
    expect(await second).toBe("next");
    expect(queue.load("demo")).toEqual({ running: 0, waiting: 0 });
  });

  it("gives the place back when the work throws before it returns a promise", async () => {
    const queue = new QueryQueue(tenantOnly(1, 0));
    await expect(
      queue.run(of("demo"), () => {
        throw new Error("no connection");
      }),
    ).rejects.toThrow("no connection");
    expect(await queue.run(of("demo"), async () => "runs")).toBe("runs");
  });

  it("keeps a line per tenant: one tenant's full line does not hold up another's", async () => {
    const queue = new QueryQueue(tenantOnly(1, 0));
    const busy = gate([], "busy");
    const first = queue.run(of("demo"), busy.work);
    await expect(queue.run(of("demo"), async () => "refused")).rejects.toBeInstanceOf(UnavailableError);
    expect(await queue.run(of("acme"), async () => "other tenant")).toBe("other tenant");
    busy.finish();
    expect(await first).toBe("busy");
  });

  it("runs at most a user's share at once and gives a free place to the user running the fewest", async () => {
    const queue = new QueryQueue({ concurrency: 2, maxWaiting: 10, userConcurrency: 1, userMaxWaiting: 5 });
    const started: string[] = [];
    const [a1, a2, a3, b1] = ["a1", "a2", "a3", "b1"].map((name) => gate(started, name));
    if (!a1 || !a2 || !a3 || !b1) throw new Error("four gates");
    const flood = [a1, a2, a3].map((g) => queue.run(of("demo", "a"), g.work));
    await tick();
    // The second place stays free for someone else: user a has its share.
    expect(started).toEqual(["a1"]);
    expect(queue.load("demo")).toEqual({ running: 1, waiting: 2 });
    const other = queue.run(of("demo", "b"), b1.work);
    await tick();
    expect(started).toEqual(["a1", "b1"]);
    a1.finish();
    await tick();
    expect(started).toEqual(["a1", "b1", "a2"]);
    b1.finish();
    a2.finish();
    await tick();
    a3.finish();
    expect(await Promise.all([...flood, other])).toEqual(["a1", "a2", "a3", "b1"]);
    expect(queue.load("demo")).toEqual({ running: 0, waiting: 0 });
  });

  it("serves the earliest of the waiting queries whose users run equally many", async () => {
    const queue = new QueryQueue({ concurrency: 1, maxWaiting: 10, userConcurrency: 1, userMaxWaiting: 5 });
    const started: string[] = [];
    const [a1, a2, b1] = ["a1", "a2", "b1"].map((name) => gate(started, name));
    if (!a1 || !a2 || !b1) throw new Error("three gates");
    const first = queue.run(of("demo", "a"), a1.work);
    const backlog = queue.run(of("demo", "a"), a2.work);
    const other = queue.run(of("demo", "b"), b1.work);
    await tick();
    a1.finish();
    await tick();
    // Neither a nor b runs a query now: the earlier (a2) goes first, then b.
    expect(started).toEqual(["a1", "a2"]);
    a2.finish();
    await tick();
    expect(started).toEqual(["a1", "a2", "b1"]);
    b1.finish();
    expect(await Promise.all([first, backlog, other])).toEqual(["a1", "a2", "b1"]);
  });

  it("refuses a user's query past their waiting share with 429 while others may still wait", async () => {
    const queue = new QueryQueue({ concurrency: 1, maxWaiting: 10, userConcurrency: 1, userMaxWaiting: 1 });
    const running = gate([], "running");
    const first = queue.run(of("demo", "a"), running.work);
    const waiting = queue.run(of("demo", "a"), async () => "waited");
    const refused = queue.run(of("demo", "a"), async () => "never");
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({
      message: USER_QUERIES_WAITING,
      retryAfterSeconds: QUERY_QUEUE_RETRY_AFTER_SECONDS,
    });
    const other = queue.run(of("demo", "b"), async () => "other");
    expect(queue.load("demo")).toEqual({ running: 1, waiting: 2 });
    running.finish();
    expect([await first, await waiting, await other]).toEqual(["running", "waited", "other"]);
  });

  it("runs an endpoint with a cost budget no more often at once than its budget allows", async () => {
    const queue = new QueryQueue({ concurrency: 3, maxWaiting: 10, userConcurrency: 3, userMaxWaiting: 10 });
    const started: string[] = [];
    const expensive = { path: "fleet/truck-profile", maxConcurrent: 1 };
    const [e1, e2, cheap] = ["e1", "e2", "cheap"].map((name) => gate(started, name));
    if (!e1 || !e2 || !cheap) throw new Error("three gates");
    const answers = [
      queue.run({ tenant: "demo", user: "a", endpoint: expensive }, e1.work),
      queue.run({ tenant: "demo", user: "b", endpoint: expensive }, e2.work),
      queue.run(of("demo", "b"), cheap.work),
    ];
    await tick();
    expect(started).toEqual(["e1", "cheap"]);
    e1.finish();
    await tick();
    expect(started).toEqual(["e1", "cheap", "e2"]);
    e2.finish();
    cheap.finish();
    expect(await Promise.all(answers)).toEqual(["e1", "e2", "cheap"]);
  });

  it("lets no query held back by its endpoint's budget hold up the others, even in order of arrival", async () => {
    const queue = new QueryQueue(tenantOnly(2, 10));
    const started: string[] = [];
    const expensive = { path: "fleet/truck-profile", maxConcurrent: 1 };
    const [e1, e2, e3, cheap] = ["e1", "e2", "e3", "cheap"].map((name) => gate(started, name));
    if (!e1 || !e2 || !e3 || !cheap) throw new Error("four gates");
    const answers = [
      queue.run({ tenant: "demo", user: "a", endpoint: expensive }, e1.work),
      queue.run({ tenant: "demo", user: "a", endpoint: expensive }, e2.work),
      queue.run({ tenant: "demo", user: "a", endpoint: expensive }, e3.work),
      queue.run(of("demo", "b"), cheap.work),
    ];
    await tick();
    expect(started).toEqual(["e1", "cheap"]);
    e1.finish();
    await tick();
    expect(started).toEqual(["e1", "cheap", "e2"]);
    e2.finish();
    await tick();
    e3.finish();
    cheap.finish();
    expect(await Promise.all(answers)).toEqual(["e1", "e2", "e3", "cheap"]);
  });
});
