import { Writable } from "node:stream";
import { CLIENT_LOG_REPORTS_PER_MINUTE } from "@storyframe/core";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const report = {
  level: "error",
  kind: "api",
  message: "Failed to load menu items.",
  detail: "Response: 503 Service Unavailable",
  pageUrl: "http://localhost/storylines/tech-stocks",
  traceId: "5f0c9a7e-3b1d-4c8e-9f2a-1d2e3f4a5b6c",
  request: { method: "GET", url: "/api/web/v1/menu-items", status: 503 },
  occurredAt: "2025-03-01T10:15:00.000Z",
  recentEvents: [{ timestamp: "2025-03-01T10:14:59.000Z", event: "GET /api/web/v1/menu-items → 503" }],
};

describe.each(databaseKinds)("client error reports on %s", (kind) => {
  let t: TestApp;
  let lines: Record<string, unknown>[] = [];

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/proxy/logging",
      headers: { host: "localhost", "content-type": "application/json", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp(kind, {}, { logger: pino({ level: "info" }, sink) });
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(async () => t.close());

  it("answers 204 and writes the report to the log with its trace id", async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const line = lines.find((entry) => entry.msg === "client api: Failed to load menu items.");
    expect(line).toMatchObject({
      level: 50,
      traceId: report.traceId,
      tenant: "demo",
      userId: null,
      clientLog: { request: { status: 503 }, pageUrl: report.pageUrl },
    });
  });

  it("names the signed-in user who sent the report", async () => {
    const token = await signAccessToken(t, { user_id: "u-reporter", email: "reporter@demo.storyframe.test" });
    const response = await post({ ...report, level: "warn" }, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(204);
    expect(lines.find((entry) => entry.userId === "u-reporter")).toMatchObject({
      level: 40,
      userEmail: "reporter@demo.storyframe.test",
    });
  });

  it("uses the request's trace id when the report has none", async () => {
    const { traceId: _omitted, ...withoutTrace } = report;
    const response = await post(withoutTrace, { "x-trace-id": "trace-from-header" });
    expect(response.statusCode).toBe(204);
    expect(lines.some((entry) => entry.traceId === "trace-from-header")).toBe(true);
  });

  it.each([
    ["no message", { ...report, message: "" }],
    ["an unknown kind", { ...report, kind: "telemetry" }],
    ["an unknown field", { ...report, cookies: "session=abc" }],
    ["a trace id with spaces", { ...report, traceId: "a b" }],
    ["a date that is not ISO", { ...report, occurredAt: "yesterday" }],
    ["too many events", { ...report, recentEvents: Array.from({ length: 21 }, () => report.recentEvents[0]) }],
  ])("refuses a report with %s (400)", async (_what, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Bad Request");
  });

  it("refuses a body that is not JSON (400) and one that is too large (413)", async () => {
    expect((await post("{not json")).statusCode).toBe(400);
    const large = await post({ ...report, detail: "x".repeat(20_000) });
    expect(large.statusCode).toBe(413);
  });

  it("refuses a host no tenant owns (404)", async () => {
    const response = await post(report, { host: "nobody.test" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Tenant not found.");
  });

  it("limits the reports of one user per minute (429)", async () => {
    const token = await signAccessToken(t, { user_id: "u-noisy" });
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_LOG_REPORTS_PER_MINUTE; i += 1) {
      statuses.push((await post(report, { authorization: `Bearer ${token}` })).statusCode);
    }
    expect(statuses.slice(0, CLIENT_LOG_REPORTS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another user is not held back by the noisy one.
    const other = await signAccessToken(t, { user_id: "u-quiet" });
    expect((await post(report, { authorization: `Bearer ${other}` })).statusCode).toBe(204);
  });
});
