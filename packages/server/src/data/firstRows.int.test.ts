import { FIRST_ROWS_QUERY_FLAG, firstRowsMessages, TOTAL_COUNT_HEADER } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { type DataApiCalls, dataApiOnBranch, duckDbEndpoint } from "../test/dataApiOnBranch";
import { databaseKinds } from "../test/testDatabase";

const BRANCH = "first-rows";

/** A read of only the first rows answers them in the query's order, with the whole answer's count (decision 087). */
describe.each(databaseKinds)("first rows of an answer on %s", (kind) => {
  let t: TestApp;
  let api: DataApiCalls;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "5000" });
    api = await dataApiOnBranch(t, BRANCH, [
      {
        name: "rows/descending",
        object: duckDbEndpoint("SELECT i, 'row ' || i AS label FROM range($count) t(i) ORDER BY i DESC;", {
          parameters: [{ name: "count", type: "number", default: 2500 }],
        }),
      },
      { name: "rows/over-cap", object: duckDbEndpoint("SELECT i FROM range(5001) t(i)") },
      {
        name: "rows/writes",
        object: duckDbEndpoint("SELECT 1 AS i", {
          writes: true,
          requiredTags: [],
          operationParameter: "operation",
          parameters: [{ name: "operation", type: "json" }],
        }),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the first rows in the query's order, with the whole answer's count", async () => {
    const response = await api.get(`/data/rows/descending?${FIRST_ROWS_QUERY_FLAG}=3`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { i: 2499, label: "row 2499" },
      { i: 2498, label: "row 2498" },
      { i: 2497, label: "row 2497" },
    ]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("2500");
    expect(response.headers["access-control-expose-headers"]).toBe(TOTAL_COUNT_HEADER);
  });

  it("answers the whole answer without a count when it is no longer than the first rows asked for", async () => {
    const response = await api.get(`/data/rows/descending?count=4&${FIRST_ROWS_QUERY_FLAG}=10`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { i: number }) => row.i)).toEqual([3, 2, 1, 0]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
  });

  it("keeps the first rows and the whole answer apart in the cache", async () => {
    expect((await api.get(`/data/rows/descending?count=20&${FIRST_ROWS_QUERY_FLAG}=2`)).json()).toHaveLength(2);
    expect((await api.get("/data/rows/descending?count=20")).json()).toHaveLength(20);
    const again = await api.get(`/data/rows/descending?count=20&${FIRST_ROWS_QUERY_FLAG}=2`);
    expect(again.json()).toHaveLength(2);
    expect(again.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("20");
  });

  it("reads the first rows through the content API's POST too", async () => {
    const response = await api.post({ apiEndpoint: ["rows", "descending"], parameters: { count: 7 }, firstRows: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { i: 6, label: "row 6" },
      { i: 5, label: "row 5" },
    ]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("7");
  });

  it("refuses the first rows of an answer over the row cap as the whole answer would be refused", async () => {
    const response = await api.get(`/data/rows/over-cap?${FIRST_ROWS_QUERY_FLAG}=10`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "The data query returned more than 5000 rows. Narrow the filters and try again.",
    );
  });

  it.each(["0", "1001", "2.5", "ten", "-1", "0100"])("refuses _firstRows=%s with its range", async (value) => {
    const response = await api.get(`/data/rows/descending?${FIRST_ROWS_QUERY_FLAG}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(firstRowsMessages.invalid);
  });

  it("refuses firstRows out of range in the POST, naming the field", async () => {
    const response = await api.post({ apiEndpoint: ["rows", "descending"], parameters: {}, firstRows: 5000 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(firstRowsMessages.invalid);
  });

  it("refuses the first rows of an endpoint that writes", async () => {
    const response = await api.post({
      apiEndpoint: ["rows", "writes"],
      parameters: { operation: { request_id: "r1" } },
      firstRows: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(firstRowsMessages.writes);
  });
});
