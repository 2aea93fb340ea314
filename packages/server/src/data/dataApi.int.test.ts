import {
  encodeObfuscatedParameters,
  encodeParameters,
  MAX_NESTING_DEPTH,
  nestingTooDeepMessage,
} from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** No storyline uses these endpoints: they declare that every signed-in user may call them (decision 070). */
const endpoint = (sql: string, parameters: object[] = []) => ({
  connection: "default",
  requiredTags: [],
  parameters,
  sql,
});

describe.each(databaseKinds)("dynamic data API on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "100", STORYFRAME_QUERY_TIMEOUT_MS: "300" });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    // On the active branch: a caller without developer-tools::access reads no other (decision 063).
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      {
        kind: "endpoint",
        name: "numbers/series",
        object: endpoint("SELECT i AS n, $label AS label, CAST($day AS DATE) AS day FROM range(1, $upto + 1) t(i)", [
          { name: "upto", type: "integer", required: true },
          { name: "label", type: "string", default: "x" },
          { name: "day", type: "date", default: "2026-01-31" },
        ]),
      },
      { kind: "endpoint", name: "numbers/many", object: endpoint("SELECT i FROM range(1000) t(i)") },
      { kind: "endpoint", name: "numbers/broken", object: endpoint("SELECT * FROM no_such_table") },
      {
        kind: "endpoint",
        name: "numbers/slow",
        object: endpoint("SELECT count(*) AS n FROM range(3000000000) a(i) WHERE (i * 7) % 13 = 5"),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, token: string) =>
    t.app.inject({
      method: "GET",
      url: path,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main" },
    });

  it("runs an endpoint with its parameters encoded by the shared codec, bound not spliced", async () => {
    const query = new URLSearchParams(
      encodeParameters({ upto: 3, label: "O'Brien", day: new Date("2026-02-01T00:00:00Z") }),
    );
    const response = await get(`/data/numbers/series?${query}`, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { n: 1, label: "O'Brien", day: "2026-02-01" },
      { n: 2, label: "O'Brien", day: "2026-02-01" },
      { n: 3, label: "O'Brien", day: "2026-02-01" },
    ]);
  });

  it("takes the obfuscated form and refuses a tampered one", async () => {
    const packed = encodeObfuscatedParameters({ upto: 2 });
    const ok = await get(`/data/numbers/series?${new URLSearchParams(packed)}`, viewer);
    expect(ok.json()).toHaveLength(2);
    const tampered = await get(
      `/data/numbers/series?${new URLSearchParams({ ...packed, _hash: "0".repeat(64) })}`,
      viewer,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe("Parameter values hash mismatch.");
  });

  it("answers the same rows from POST data-sources/data", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "main" },
      payload: { apiEndpoint: ["numbers", "series"], parameters: { upto: 1 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ n: 1, label: "x", day: "2026-01-31" }]);
  });

  it("names the missing required parameters", async () => {
    const response = await get("/data/numbers/series", viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The following required parameters are missing values: upto");
  });

  it("refuses a value of the wrong type on its parameter", async () => {
    const response = await get(
      `/data/numbers/series?${new URLSearchParams(encodeParameters({ upto: "three" }))}`,
      viewer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ upto: ["must be a whole number"] });
  });

  it("answers 400 naming the nesting limit to a JSON query value nested too deeply, as for a body", async () => {
    const deep = `${"[".repeat(1_000)}${"]".repeat(1_000)}`;
    const response = await get(`/data/numbers/series?upto=3&label=${encodeURIComponent(deep)}`, viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Bad Request",
      errors: { non_field_errors: [nestingTooDeepMessage(MAX_NESTING_DEPTH)] },
    });
  });

  it("answers 404 'Datasource not found.' for an unknown endpoint or branch", async () => {
    const unknown = await get("/data/numbers/none", viewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Datasource not found.");
  });

  it("answers 502 with a safe message, and the detail only to developers", async () => {
    const forViewer = await get("/data/numbers/broken", viewer);
    expect(forViewer.statusCode).toBe(502);
    expect(forViewer.json().message).toBe("The data query failed. Please check the filter values and try again.");
    expect(forViewer.json().detail).toBeUndefined();
    expect(forViewer.json().traceId).toMatch(/^[0-9a-f-]{36}$/);
    const forDeveloper = await get("/data/numbers/broken", developer);
    expect(forDeveloper.json().detail).toContain("no_such_table");
  });

  it("stops at the row cap with a clear message", async () => {
    const response = await get("/data/numbers/many", viewer);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 100 rows. Narrow the filters and try again.",
    );
  });

  it("stops a query that runs past the time limit", async () => {
    const response = await get("/data/numbers/slow", viewer);
    expect(response.statusCode).toBe(504);
    expect(response.json().message).toMatch(/^The data query took longer than 0\.3 s and was stopped\./);
  });

  it("answers 304 when the client already has the rows", async () => {
    const query = `/data/numbers/series?${new URLSearchParams(encodeParameters({ upto: 4 }))}`;
    const first = await get(query, viewer);
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await t.app.inject({
      method: "GET",
      url: query,
      headers: {
        host: "localhost",
        authorization: `Bearer ${viewer}`,
        branch: "main",
        "if-none-match": String(etag),
      },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("runs identical concurrent requests as one query, and serves repeats from the cache", async () => {
    const before = t.services.data.queriesRun;
    const query = `/data/numbers/series?${new URLSearchParams(encodeParameters({ upto: 7 }))}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(query, viewer)));
    expect(answers.every((a) => a.statusCode === 200 && a.json().length === 7)).toBe(true);
    expect(t.services.data.queriesRun - before).toBe(1);
    await get(query, viewer);
    expect(t.services.data.queriesRun - before).toBe(1);
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({ method: "GET", url: "/data/numbers/series", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(401);
  });
});
