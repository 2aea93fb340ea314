import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { type DataApiCalls, dataApiOnBranch, duckDbEndpoint } from "../test/dataApiOnBranch";
import { databaseKinds } from "../test/testDatabase";

const endpoint = (sql: string, maxRows?: number) => duckDbEndpoint(sql, maxRows === undefined ? {} : { maxRows });

/** An endpoint's `maxRows` replaces the installation's row cap (here 100) for that endpoint. */
describe.each(databaseKinds)("per-endpoint row cap on %s", (kind) => {
  let t: TestApp;
  let api: DataApiCalls;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "100" });
    api = await dataApiOnBranch(t, "row-cap", [
      { name: "rows/installation-cap", object: endpoint("SELECT i FROM range(1000) t(i)") },
      { name: "rows/raised", object: endpoint("SELECT i FROM range(1000) t(i)", 1000) },
      { name: "rows/raised-too-little", object: endpoint("SELECT i FROM range(1001) t(i)", 1000) },
      { name: "rows/lowered", object: endpoint("SELECT i FROM range(50) t(i)", 10) },
      { name: "rows/invalid", object: endpoint("SELECT 1 AS i", 2_000_000) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the installation's cap for an endpoint without maxRows", async () => {
    const response = await api.get("/data/rows/installation-cap");
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 100 rows. Narrow the filters and try again.",
    );
  });

  it("answers up to the endpoint's own cap when it is higher", async () => {
    const response = await api.get("/data/rows/raised");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1000);
    const over = await api.get("/data/rows/raised-too-little");
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe("The data query returned more than 1000 rows. Narrow the filters and try again.");
  });

  it("stops at the endpoint's own cap when it is lower", async () => {
    const response = await api.get("/data/rows/lowered");
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 10 rows. Narrow the filters and try again.",
    );
  });

  it("answers the same through POST data-sources/data", async () => {
    const response = await api.post({ apiEndpoint: ["rows", "raised"], parameters: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1000);
  });

  it("refuses to run an endpoint whose maxRows is out of bounds", async () => {
    const response = await api.get("/data/rows/invalid");
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe("The data query failed. Please check the filter values and try again.");
  });
});
