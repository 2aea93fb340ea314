import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { metricsAccessMessages } from "./metricsAccess";

const METRICS_TOKEN = "scrape-token-0123456789abcdef";
const FOREIGN_ADDRESS = "203.0.113.9";

/** The value of one series in Prometheus' text format: the sample named `name` whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(databaseKinds)("metrics and trace ids on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  let lines: Record<string, unknown>[] = [];

  const scrape = async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "main", ...headers },
    });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp(
      kind,
      // Debug turns on the per-request lines, so every line a request writes can be checked for its trace id.
      { STORYFRAME_METRICS_TOKEN: METRICS_TOKEN, STORYFRAME_LOG_LEVEL: "debug" },
      { logger: pino({ level: "debug" }, sink) },
    );
    viewer = await signAccessToken(t, { allowed_tags: [] });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      {
        kind: "endpoint",
        name: "metrics/numbers",
        object: {
          connection: "default",
          requiredTags: [],
          parameters: [{ name: "upto", type: "integer", required: true }],
          sql: "SELECT i AS n FROM range(1, $upto + 1) t(i)",
        },
      },
      {
        kind: "endpoint",
        name: "metrics/broken",
        object: { connection: "default", requiredTags: [], parameters: [], sql: "SELECT * FROM no_such_table" },
      },
    ]);
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(async () => t.close());

  it("serves Prometheus' text format with the process metrics to this machine", async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.body).toContain("# TYPE storyframe_http_requests_total counter");
    expect(sample(response.body, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts a request under its route pattern and status class, never its address", async () => {
    const url = "/api/web/v1/storylines/no-such-storyline-42";
    const labels = { method: "GET", route: "/api/web/v1/storylines/:id", status_class: "4xx" };
    const before = sample(await scrape(), "storyframe_http_requests_total", labels) ?? 0;
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, "storyframe_http_requests_total", labels)).toBe(before + 1);
    expect(sample(after, "storyframe_http_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(after).not.toContain("no-such-storyline-42");
  });

  it("counts an address no route matches under one label", async () => {
    const response = await get("/api/no-such-address/7f3a");
    expect(response.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, "storyframe_http_requests_total", { route: "(unmatched)", status_class: "4xx" }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain("7f3a");
  });

  it("times a data query by connection kind, and counts the repeated request as a cache hit", async () => {
    const ok = { connection_kind: "duckdb", outcome: "ok" };
    const before = await scrape();
    const queriesBefore = sample(before, "storyframe_data_query_duration_seconds_count", ok) ?? 0;
    const hitsBefore = sample(before, "storyframe_cache_hits_total", { cache: "data_answers" }) ?? 0;
    const missesBefore = sample(before, "storyframe_cache_misses_total", { cache: "data_answers" }) ?? 0;

    expect((await get("/data/metrics/numbers?upto=3")).statusCode).toBe(200);
    const afterFirst = await scrape();
    expect(sample(afterFirst, "storyframe_data_query_duration_seconds_count", ok)).toBe(queriesBefore + 1);
    expect(sample(afterFirst, "storyframe_cache_misses_total", { cache: "data_answers" })).toBe(missesBefore + 1);
    expect(sample(afterFirst, "storyframe_cache_hits_total", { cache: "data_answers" })).toBe(hitsBefore);

    expect((await get("/data/metrics/numbers?upto=3")).statusCode).toBe(200);
    const afterSecond = await scrape();
    expect(sample(afterSecond, "storyframe_cache_hits_total", { cache: "data_answers" })).toBe(hitsBefore + 1);
    expect(sample(afterSecond, "storyframe_data_query_duration_seconds_count", ok)).toBe(queriesBefore + 1);
    expect(sample(afterSecond, "storyframe_data_queries_running")).toBe(0);
    expect(sample(afterSecond, "storyframe_data_queries_waiting")).toBe(0);
  });

  it("times a failed data query under its outcome", async () => {
    const failed = { connection_kind: "duckdb", outcome: "error" };
    const before = sample(await scrape(), "storyframe_data_query_duration_seconds_count", failed) ?? 0;
    expect((await get("/data/metrics/broken")).statusCode).toBe(502);
    expect(sample(await scrape(), "storyframe_data_query_duration_seconds_count", failed)).toBe(before + 1);
  });

  it("counts the tenant look-ups of requests as hits of the tenants cache, and a new token as a miss", async () => {
    const tenantHits = () =>
      scrape().then((text) => sample(text, "storyframe_cache_hits_total", { cache: "tenants" }) ?? 0);
    const tokenMisses = () =>
      scrape().then((text) => sample(text, "storyframe_cache_misses_total", { cache: "access_tokens" }) ?? 0);
    const hitsBefore = await tenantHits();
    const missesBefore = await tokenMisses();
    const fresh = await signAccessToken(t, { allowed_tags: [], user_id: "00000000-0000-4000-8000-00000000a11c" });
    await get("/data/metrics/numbers?upto=1", { authorization: `Bearer ${fresh}` });
    await get("/data/metrics/numbers?upto=1", { authorization: `Bearer ${fresh}` });
    expect(await tenantHits()).toBeGreaterThan(hitsBefore);
    expect(await tokenMisses()).toBe(missesBefore + 1);
  });

  it("reports the metadata database's connections by dialect", async () => {
    const text = await scrape();
    expect(sample(text, "storyframe_db_pool_max", { dialect: kind })).toBe(kind === "sqlite" ? 1 : 10);
    expect(sample(text, "storyframe_db_pool_connections", { dialect: kind, state: "in_use" })).toBe(0);
    expect(sample(text, "storyframe_db_pool_waiting", { dialect: kind })).toBe(0);
    expect(sample(text, "storyframe_delivery_runs_due")).toBe(0);
    expect(sample(text, "storyframe_exports_waiting")).toBe(0);
  });

  it("refuses another address without the token, and lets the token in from anywhere", async () => {
    const scrapeFrom = (headers: Record<string, string>, remoteAddress = FOREIGN_ADDRESS) =>
      t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
    const refused = await scrapeFrom({});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: metricsAccessMessages.tokenNeeded });
    const wrong = await scrapeFrom({ authorization: "Bearer not-the-metrics-token" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: metricsAccessMessages.tokenInvalid });
    // A proxy on this machine forwards the world's requests from loopback: its address lets nobody in.
    const proxied = await scrapeFrom({ "x-forwarded-for": FOREIGN_ADDRESS }, "127.0.0.1");
    expect(proxied.statusCode).toBe(401);
    const allowed = await scrapeFrom({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain("storyframe_http_requests_total");
  });

  it("writes the client's trace id on every log line of its request and echoes it", async () => {
    const response = await get("/data/metrics/broken", { "x-trace-id": "support-case-4711" });
    expect(response.statusCode).toBe(502);
    expect(response.headers["x-trace-id"]).toBe("support-case-4711");
    expect(response.json()).toMatchObject({ traceId: "support-case-4711" });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(["incoming request", "data query failed", "request completed"]));
    expect(lines.every((line) => line.traceId === "support-case-4711")).toBe(true);
  });

  it("gives a request without a trace id a fresh one, and replaces one that is not plausible", async () => {
    const sent: Record<string, string>[] = [{}, { "x-trace-id": "two words" }, { "x-trace-id": "x".repeat(129) }];
    for (const headers of sent) {
      lines = [];
      const response = await get("/healthz", headers);
      const traceId = response.headers["x-trace-id"];
      expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.traceId === traceId)).toBe(true);
    }
  });
});
