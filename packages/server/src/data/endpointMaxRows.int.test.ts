import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const endpoint = (sql: string, maxRows?: number) => ({
  connection: "default",
  parameters: [],
  sql,
  ...(maxRows === undefined ? {} : { maxRows }),
});

/** An endpoint's `maxRows` replaces the installation's row cap (here 100) for that endpoint. */
describe.each(databaseKinds)("per-endpoint row cap on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "100" });
    viewer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    await t.services.branches.create("demo", "row-cap", "main", null);
    await t.services.contentRepository.replaceAll("demo", "row-cap", [
      { kind: "endpoint", name: "rows/installation-cap", object: endpoint("SELECT i FROM range(1000) t(i)") },
      { kind: "endpoint", name: "rows/raised", object: endpoint("SELECT i FROM range(1000) t(i)", 1000) },
      { kind: "endpoint", name: "rows/raised-too-little", object: endpoint("SELECT i FROM range(1001) t(i)", 1000) },
      { kind: "endpoint", name: "rows/lowered", object: endpoint("SELECT i FROM range(50) t(i)", 10) },
      { kind: "endpoint", name: "rows/invalid", object: endpoint("SELECT 1 AS i", 2_000_000) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) =>
    t.app.inject({
      method: "GET",
      url: path,
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "row-cap" },
    });

  it("keeps the installation's cap for an endpoint without maxRows", async () => {
    const response = await get("/data/rows/installation-cap");
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 100 rows. Narrow the filters and try again.",
    );
  });

  it("answers up to the endpoint's own cap when it is higher", async () => {
    const response = await get("/data/rows/raised");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1000);
    const over = await get("/data/rows/raised-too-little");
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe("The data query returned more than 1000 rows. Narrow the filters and try again.");
  });

  it("stops at the endpoint's own cap when it is lower", async () => {
    const response = await get("/data/rows/lowered");
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 10 rows. Narrow the filters and try again.",
    );
  });

  it("answers the same through POST data-sources/data", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "row-cap" },
      payload: { apiEndpoint: ["rows", "raised"], parameters: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1000);
  });

  it("refuses to run an endpoint whose maxRows is out of bounds", async () => {
    const response = await get("/data/rows/invalid");
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe("The data query failed. Please check the filter values and try again.");
  });
});
