import { encodeParameters } from "@storyframe/core";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import type { DataConnection } from "./connections/dataConnection";
import { QUERY_QUEUE_FULL, USER_QUERIES_WAITING } from "./queryQueue";

const BRANCH = "queue-test";
/** Requests reach the line through several awaits: on a machine busy with other work that can take a while. */
const BUSY_MACHINE = { timeout: 10_000 };

/**
 * Uncached queries wait in their tenant's line: with two places and one waiting place, the third
 * concurrent query waits and the fourth is refused with 503; cached answers and requests identical to
 * one under way never take a place.
 */
describe.each(databaseKinds)("the per-tenant query line on %s", (kind) => {
  let t: TestApp;
  /** Branches other than main need developer-tools::access. */
  let developer: string;
  /** The values of the queries that reached the database, in order. */
  let started: number[];
  /** Queries wait here until the test calls release(). */
  let gate: Promise<void>;
  let release: () => void;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      STORYFRAME_QUERY_CONCURRENCY: "2",
      STORYFRAME_QUERY_QUEUE_LIMIT: "1",
      // One user fills the tenant's line here; the per-user bounds are the next suite's.
      STORYFRAME_QUERY_USER_CONCURRENCY: "2",
      STORYFRAME_QUERY_CACHE_TTL_MS: "60000",
    });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    await t.services.branches.create("demo", BRANCH, "main", null);
    await t.services.contentRepository.replaceAll("demo", BRANCH, [
      {
        kind: "endpoint",
        name: "queue/echo",
        object: {
          connection: "default",
          requiredTags: [],
          parameters: [{ name: "n", type: "integer", required: true }],
          sql: "SELECT $n AS n",
        },
      },
    ]);
    // Every query waits at a gate the test opens, so it is known which ones reached the database.
    const duck = await t.services.connections.embedded("demo");
    const gated: DataConnection = {
      kind: "duckdb",
      query: async (sql, parameters, options) => {
        started.push(Number(parameters.n));
        await gate;
        return duck.query(sql, parameters, options);
      },
      close: async () => {},
    };
    vi.spyOn(t.services.connections, "get").mockResolvedValue(gated);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const closeGate = () => {
    started = [];
    gate = new Promise((resolve) => {
      release = resolve;
    });
  };
  afterEach(() => release());

  /** Sends the request at once (an injected request starts only when awaited). */
  const get = async (n: number) =>
    await t.app.inject({
      method: "GET",
      url: `/data/queue/echo?${new URLSearchParams(encodeParameters({ n }))}`,
      headers: { host: "localhost", authorization: `Bearer ${developer}`, branch: BRANCH },
    });

  it("lets the third concurrent query wait for a place and refuses the fourth with 503 and Retry-After", async () => {
    closeGate();
    const first = get(1);
    await vi.waitFor(() => expect(started).toEqual([1]), BUSY_MACHINE);
    const second = get(2);
    await vi.waitFor(() => expect(started).toEqual([1, 2]), BUSY_MACHINE);
    const third = get(3);
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 2, waiting: 1 }), BUSY_MACHINE);

    const refused = await get(4);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toEqual({ message: QUERY_QUEUE_FULL, traceId: expect.any(String) });
    expect(started).toEqual([1, 2]);

    release();
    const answers = await Promise.all([first, second, third]);
    expect(answers.map((answer) => answer.json())).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    expect(started).toEqual([1, 2, 3]);
    expect(t.services.data.queryLoad("demo")).toEqual({ running: 0, waiting: 0 });
  });

  it("answers a request identical to one under way with that query, even when the line is full", async () => {
    closeGate();
    const running = [get(21), get(22), get(23)];
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 2, waiting: 1 }), BUSY_MACHINE);
    const identical = get(21);
    release();
    expect((await identical).json()).toEqual([{ n: 21 }]);
    await Promise.all(running);
    // Each reached the database once (in whatever order they arrived).
    expect([...started].sort()).toEqual([21, 22, 23]);
  });

  it("serves a cached answer at once while the line is full", async () => {
    closeGate();
    const running = [get(31), get(32), get(33)];
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 2, waiting: 1 }), BUSY_MACHINE);
    const cached = await get(1);
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toEqual([{ n: 1 }]);
    release();
    await Promise.all(running);
    // Each reached the database once (in whatever order they arrived).
    expect([...started].sort()).toEqual([31, 32, 33]);
  });
});

/**
 * One user cannot starve the others: each user runs at most one query of the tenant's two places and may
 * have two waiting (one more is 429 with Retry-After); a free place goes to the user running the fewest, so
 * another user's query overtakes the flooding user's backlog; an endpoint's cost budget bounds it for all.
 */
describe.each(databaseKinds)("the per-user query bounds on %s", (kind) => {
  let t: TestApp;
  let flooder: string;
  let neighbour: string;
  let started: string[];
  let gates: Map<string, () => void>;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      STORYFRAME_QUERY_CONCURRENCY: "2",
      STORYFRAME_QUERY_QUEUE_LIMIT: "8",
      STORYFRAME_QUERY_USER_CONCURRENCY: "1",
      STORYFRAME_QUERY_USER_QUEUE_LIMIT: "2",
      STORYFRAME_QUERY_CACHE_TTL_MS: "60000",
    });
    flooder = await signAccessToken(t, { allowed_tags: [], user_id: "00000000-0000-4000-8000-0000000f1001" });
    neighbour = await signAccessToken(t, { allowed_tags: [], user_id: "00000000-0000-4000-8000-0000000f1002" });
    const echo = {
      requiredTags: [],
      parameters: [{ name: "n", type: "string", required: true }],
      sql: "SELECT $n AS n",
    };
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.save("demo", "main", "endpoint", "fair/echo", echo, null);
    await t.services.contentRepository.save(
      "demo",
      "main",
      "endpoint",
      "fair/expensive",
      { ...echo, maxConcurrentQueries: 1 },
      null,
    );
    // Every query waits at its own gate, opened by the test with finish(n).
    const duck = await t.services.connections.embedded("demo");
    const gated: DataConnection = {
      kind: "duckdb",
      query: async (sql, parameters, options) => {
        const n = String(parameters.n);
        started.push(n);
        await new Promise<void>((resolve) => gates.set(n, resolve));
        return duck.query(sql, parameters, options);
      },
      close: async () => {},
    };
    vi.spyOn(t.services.connections, "get").mockResolvedValue(gated);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const get = async (endpoint: string, n: string, token: string) =>
    await t.app.inject({
      method: "GET",
      url: `/data/fair/${endpoint}?n=%5C${n}`,
      headers: { host: "localhost", authorization: `Bearer ${token}` },
    });
  const finish = async (n: string) => {
    await vi.waitFor(() => expect(gates.has(n)).toBe(true), BUSY_MACHINE);
    gates.get(n)?.();
  };

  it("runs one query per user, puts another user's query before the flood's backlog and refuses the flood's excess with 429", async () => {
    started = [];
    gates = new Map();
    const flood = [get("echo", "f1", flooder)];
    await vi.waitFor(() => expect(started).toEqual(["f1"]), BUSY_MACHINE);
    flood.push(get("echo", "f2", flooder));
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 1, waiting: 1 }), BUSY_MACHINE);
    flood.push(get("echo", "f3", flooder));
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 1, waiting: 2 }), BUSY_MACHINE);
    expect(started).toEqual(["f1"]);

    const refused = await get("echo", "f4", flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toEqual({ message: USER_QUERIES_WAITING, traceId: expect.any(String) });

    const firstOfNeighbour = get("echo", "n1", neighbour);
    await vi.waitFor(() => expect(started).toEqual(["f1", "n1"]), BUSY_MACHINE);
    const secondOfNeighbour = get("echo", "n2", neighbour);
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 2, waiting: 3 }), BUSY_MACHINE);

    // The neighbour's place frees: its next query runs at once, ahead of the flood's older ones.
    await finish("n1");
    await vi.waitFor(() => expect(started).toEqual(["f1", "n1", "n2"]), BUSY_MACHINE);
    await finish("n2");
    await finish("f1");
    await finish("f2");
    await finish("f3");
    const answers = await Promise.all([...flood, firstOfNeighbour, secondOfNeighbour]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual(["f1", "n1", "n2", "f2", "f3"]);
    expect(t.services.data.queryLoad("demo")).toEqual({ running: 0, waiting: 0 });
  });

  it("runs an endpoint with a cost budget of one query at a time, whoever sends them", async () => {
    started = [];
    gates = new Map();
    const first = get("expensive", "e1", flooder);
    await vi.waitFor(() => expect(started).toEqual(["e1"]), BUSY_MACHINE);
    const second = get("expensive", "e2", neighbour);
    await vi.waitFor(() => expect(t.services.data.queryLoad("demo")).toEqual({ running: 1, waiting: 1 }), BUSY_MACHINE);
    const cheap = get("echo", "c1", neighbour);
    await vi.waitFor(() => expect(started).toEqual(["e1", "c1"]), BUSY_MACHINE);
    await finish("c1");
    await finish("e1");
    await vi.waitFor(() => expect(started).toEqual(["e1", "c1", "e2"]), BUSY_MACHINE);
    await finish("e2");
    expect((await Promise.all([first, second, cheap])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  });
});
