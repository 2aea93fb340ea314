import { TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** A few months of the demo's `stocks` table, enough for the authors' guide's parameter echo. */
const STOCKS = `CREATE TABLE stocks AS SELECT * FROM (VALUES
  ('AAPL', DATE '2020-01-01', 75.1e0), ('AAPL', DATE '2020-02-01', 68.3e0), ('MSFT', DATE '2020-01-01', 170.2e0))
  AS t(symbol, date, price)`;

const ECHO = "/data/guide/parameter-echo?symbol=%5CAAPL";

/**
 * A data endpoint answers only those who may read a storyline that uses it, or who hold the tags it declares
 * (decision 070), on the GET and the POST form alike, cached answer or not.
 */
describe.each(databaseKinds)("who may read a data endpoint, on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  let developer: string;
  let analyst: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_CACHE_TTL_MS: "600000" });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    developer = await signAccessToken(t, { allowed_tags: [TAGS.developerTools] });
    analyst = await signAccessToken(t, { allowed_tags: ["finance::read"] });
    const duck = await t.services.connections.embedded("demo");
    await duck.execute(STOCKS);
    const save = (kind: "endpoint" | "datasource" | "storyline", name: string, object: unknown) =>
      t.services.contentRepository.save("demo", "main", kind, name, object, null);
    await save("endpoint", "test/unused", { sql: "SELECT 1 AS one" });
    await save("endpoint", "test/finance", { requiredTags: ["finance::read"], sql: "SELECT 2 AS two" });
    await save("endpoint", "test/everyone", { requiredTags: [], sql: "SELECT 3 AS three" });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: { host: "localhost", authorization: `Bearer ${token}` } });
  const post = (apiEndpoint: string[], parameters: Record<string, unknown>, token: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${token}` },
      payload: { apiEndpoint, parameters },
    });

  it("refuses the viewer the endpoint only the developers-only authors' guide uses, by GET and by POST", async () => {
    // A developer reads it first, so a cached answer exists: the viewer must still be refused.
    const answered = await get(ECHO, developer);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual([expect.objectContaining({ symbol: "AAPL", months: 2 })]);

    const byGet = await get(ECHO, viewer);
    expect(byGet.statusCode).toBe(403);
    expect(byGet.json().message).toBe(
      "You do not have permission for this data endpoint: it serves only storylines you may not read.",
    );
    const byPost = await post(["guide", "parameter-echo"], { symbol: "AAPL" }, viewer);
    expect(byPost.statusCode).toBe(403);
    expect(byPost.body).not.toContain("AAPL");
  });

  it("answers the viewer an endpoint of a storyline the viewer may read", async () => {
    const response = await get("/data/stocks/history?symbol=%5CAAPL", viewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it("keeps an endpoint no storyline uses for developers", async () => {
    const refused = await get("/data/test/unused", viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "You do not have permission for this data endpoint: it needs developer-tools::access.",
    );
    expect((await get("/data/test/unused", developer)).json()).toEqual([{ one: 1 }]);
  });

  it("answers by the tags an endpoint declares: only their holders, or everyone when it declares none", async () => {
    const refused = await post(["test", "finance"], {}, developer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission for this data endpoint: it needs finance::read.");
    expect((await post(["test", "finance"], {}, analyst)).json()).toEqual([{ two: 2 }]);
    expect((await get("/data/test/everyone", viewer)).json()).toEqual([{ three: 3 }]);
  });

  it("follows the content: once a storyline open to everyone uses the endpoint, the viewer may read it", async () => {
    expect((await get("/data/test/unused", viewer)).statusCode).toBe(403);
    await t.services.contentRepository.save(
      "demo",
      "main",
      "datasource",
      "test-unused",
      { name: "test-unused", apiEndpoint: ["test", "unused"] },
      null,
    );
    await t.services.contentRepository.save(
      "demo",
      "main",
      "storyline",
      "open-test",
      {
        name: "open-test",
        title: "Open to everyone",
        chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "t" }] }] }],
        dataSources: ["test-unused"],
      },
      null,
    );
    expect((await get("/data/test/unused", viewer)).json()).toEqual([{ one: 1 }]);
  });
});
