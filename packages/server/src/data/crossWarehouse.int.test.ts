import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { createPostgresDatabase } from "../test/testDatabase";

const TABLE = `CREATE TABLE sales (id INTEGER, region VARCHAR(20), day DATE, amount DOUBLE PRECISION, sold_at TIMESTAMP)`;
const ROWS = `INSERT INTO sales VALUES
  (1, 'North', DATE '2026-01-05', 120.5, TIMESTAMP '2026-01-05 08:30:00'),
  (2, 'North', DATE '2026-02-11', 80.25, TIMESTAMP '2026-02-11 17:45:10'),
  (3, 'South', DATE '2026-01-20', 310.0, TIMESTAMP '2026-01-20 06:00:00'),
  (4, 'East', DATE '2026-03-02', 42.0, TIMESTAMP '2026-03-02 23:59:59'),
  (5, 'South', DATE '2026-03-15', 19.75, TIMESTAMP '2026-03-15 12:00:00')`;
const BY_REGION = `SELECT region, CAST(count(*) AS INTEGER) AS sales, sum(amount) AS total, min(day) AS first_day, max(sold_at) AS last_at
  FROM sales
  WHERE ($region IS NULL OR region = $region) AND day >= CAST($from AS DATE) AND amount >= $minimum
  GROUP BY region ORDER BY region`;
const declared = [
  { name: "region", type: "string" },
  { name: "from", type: "date", default: "2026-01-01" },
  { name: "minimum", type: "number", default: 0 },
];

/** The same endpoint answers the same rows from the embedded DuckDB and from a PostgreSQL connection. */
describe("the same endpoint on DuckDB and PostgreSQL", () => {
  let t: TestApp;
  let warehouse: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let developer: string;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { STORYFRAME_QUERY_TIMEOUT_MS: "500" });
    developer = await signAccessToken(t, { allowed_tags: ["developer-tools::access"] });
    warehouse = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: warehouse.url });
    await client.connect();
    await client.query(TABLE);
    await client.query(ROWS);
    await client.end();
    const duck = await t.services.connections.embedded("demo");
    await duck.execute(`${TABLE}; ${ROWS}`);
    await t.services.connectionDefinitions.save({
      domainName: "demo",
      name: "warehouse",
      kind: "postgres",
      url: warehouse.url,
    });
    await t.services.branches.create("demo", "warehouses", "main", null);
    await t.services.contentRepository.replaceAll("demo", "warehouses", [
      {
        kind: "endpoint",
        name: "duck/by-region",
        object: { connection: "default", parameters: declared, sql: BY_REGION },
      },
      {
        kind: "endpoint",
        name: "pg/by-region",
        object: { connection: "warehouse", parameters: declared, sql: BY_REGION },
      },
      {
        kind: "endpoint",
        name: "pg/sneaky-write",
        object: { connection: "warehouse", sql: "WITH gone AS (DELETE FROM sales RETURNING *) SELECT * FROM gone" },
      },
      {
        kind: "endpoint",
        name: "duck/commented",
        object: { connection: "default", sql: "SELECT CAST(count(*) AS INTEGER) AS n FROM sales; -- every sale" },
      },
      {
        kind: "endpoint",
        name: "pg/commented",
        object: { connection: "warehouse", sql: "SELECT CAST(count(*) AS INTEGER) AS n FROM sales; -- every sale" },
      },
      { kind: "endpoint", name: "pg/slow", object: { connection: "warehouse", sql: "SELECT pg_sleep(3) AS slept" } },
      { kind: "endpoint", name: "nowhere/x", object: { connection: "no-such-connection", sql: "SELECT 1" } },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await warehouse.drop();
  });

  const rows = async (path: string, query = "") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/data/${path}${query}`,
      headers: { host: "localhost", authorization: `Bearer ${developer}`, branch: "warehouses" },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it.each([
    ["all regions", ""],
    ["one region", `?region=${encodeURIComponent("\\South")}`],
    ["a later start and a minimum amount", "?from=%222026-02-01%22&minimum=40"],
  ])("answers identical rows for %s", async (_case, query) => {
    const duck = await rows("duck/by-region", query);
    const postgres = await rows("pg/by-region", query);
    expect(duck.status, JSON.stringify(duck.body)).toBe(200);
    expect(postgres.status, JSON.stringify(postgres.body)).toBe(200);
    expect(postgres.body).toEqual(duck.body);
    expect(duck.body.length).toBeGreaterThan(0);
  });

  it("runs a query that ends with a semicolon and a line comment on both", async () => {
    expect((await rows("duck/commented")).body).toEqual([{ n: 5 }]);
    expect((await rows("pg/commented")).body).toEqual([{ n: 5 }]);
  });

  it("answers the documented shapes: counts as numbers, dates as text, timestamps ISO", async () => {
    const { body } = await rows("pg/by-region", `?region=${encodeURIComponent("\\North")}`);
    expect(body).toEqual([
      { region: "North", sales: 2, total: 200.75, first_day: "2026-01-05", last_at: "2026-02-11T17:45:10" },
    ]);
  });

  it("runs PostgreSQL endpoints read-only: a write fails and changes nothing", async () => {
    const attempt = await rows("pg/sneaky-write");
    expect(attempt.status).toBe(502);
    expect((await rows("pg/by-region")).body.reduce((n: number, r: { sales: number }) => n + r.sales, 0)).toBe(5);
  });

  it("stops a PostgreSQL query at the time limit", async () => {
    const slow = await rows("pg/slow");
    expect(slow.status).toBe(504);
  });

  it("answers 502 for an endpoint naming a connection the tenant does not have", async () => {
    expect((await rows("nowhere/x")).status).toBe(502);
  });
});
