import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { SECRET_TOKEN, sqlInjectionCorpus } from "../test/sqlInjectionCorpus";
import { createPostgresDatabase, databaseKinds } from "../test/testDatabase";
import { NUL_IN_VALUE, PostgresConnection } from "./connections/postgresConnection";

const BRANCH = "main";
const operation = { name: "operation", type: "json" };
const writing = (sql: string, parameters: object[] = [operation]) => ({
  requiredTags: [],
  connection: "store",
  writes: true,
  operationParameter: "operation",
  parameters,
  sql: "SELECT 'the DuckDB query, never run on PostgreSQL' AS wrong",
  postgresSql: sql,
});

/** Notes written by request; the last statement answers the list. */
const NOTES_SQL = `
INSERT INTO test_notes
  SELECT $operation ->> 'request_id', $operation ->> 'body', $author
  WHERE $operation IS NOT NULL;
SELECT body, author FROM test_notes ORDER BY body COLLATE "C"`;

const ENDPOINTS = [
  {
    kind: "endpoint" as const,
    name: "notes/log",
    object: writing(NOTES_SQL, [operation, { name: "author", type: "string", default: "Anonymous User" }]),
  },
  {
    kind: "endpoint" as const,
    name: "notes/count",
    object: { requiredTags: [], connection: "store", sql: "SELECT count(*)::integer AS n FROM test_notes" },
  },
  {
    kind: "endpoint" as const,
    name: "notes/failing",
    object: writing(`INSERT INTO test_notes VALUES ('half', 'half done', 'x');
INSERT INTO no_such_table VALUES (1);
SELECT body FROM test_notes`),
  },
  {
    kind: "endpoint" as const,
    name: "notes/own-table",
    object: writing(`CREATE TABLE IF NOT EXISTS test_own_items (name text);
INSERT INTO test_own_items SELECT $operation ->> 'name' WHERE $operation IS NOT NULL;
SELECT name FROM test_own_items ORDER BY name`),
  },
  { kind: "endpoint" as const, name: "notes/set", object: writing("SET search_path = elsewhere; SELECT 1 AS one") },
  {
    kind: "endpoint" as const,
    name: "notes/copy",
    object: writing("COPY test_notes TO '/tmp/storyframe-write-endpoint.csv'; SELECT 1 AS one"),
  },
  {
    kind: "endpoint" as const,
    name: "notes/commit",
    object: writing("INSERT INTO test_notes VALUES ('c', 'committed early', 'x'); COMMIT; SELECT 1 AS one"),
  },
  {
    kind: "endpoint" as const,
    name: "notes/function",
    object: writing("CREATE FUNCTION leak() RETURNS int LANGUAGE sql AS 'SELECT 1'; SELECT 1 AS one"),
  },
  {
    kind: "endpoint" as const,
    name: "notes/no-select",
    object: writing("INSERT INTO test_notes SELECT 'n', 'no answer', 'x' WHERE $operation IS NOT NULL"),
  },
  { kind: "endpoint" as const, name: "notes/many", object: writing("SELECT i FROM generate_series(1, 600) AS i") },
  {
    kind: "endpoint" as const,
    name: "notes/read-only-store",
    object: { ...writing("SELECT 1 AS one"), connection: "warehouse" },
  },
];

/** The rules of endpoints that write (docs/data-connections.md), on a PostgreSQL connection added with --writes. */
describe.each(databaseKinds)("data endpoints that write on a PostgreSQL store, with %s metadata", (kind) => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let developer: string;
  let viewer: string;
  let sequence = 0;
  const nextId = () => `request-${kind}-${++sequence}`;

  beforeAll(async () => {
    store = await createPostgresDatabase();
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "500", STORYFRAME_QUERY_CACHE_TTL_MS: "600000" });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    await t.services.connectionDefinitions.save({
      domainName: "demo",
      name: "store",
      kind: "postgres",
      url: store.url,
      writes: true,
    });
    await t.services.connectionDefinitions.save({
      domainName: "demo",
      name: "warehouse",
      kind: "postgres",
      url: store.url,
    });
    const connection = await t.services.connections.get("demo", "store");
    if (!(connection instanceof PostgresConnection)) throw new Error("The store is not a PostgreSQL connection.");
    await connection.transactionUnderWriteLock((client) =>
      client.query("CREATE TABLE test_notes (request_id text PRIMARY KEY, body text, author text)"),
    );
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", BRANCH, ENDPOINTS);
  });
  afterAll(async () => {
    await t.close();
    await store.drop();
  });

  const post = async (path: string, parameters: Record<string, unknown>, token = viewer) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: BRANCH },
      payload: { apiEndpoint: path.split("/"), parameters },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const noteCount = async () => (await post("notes/count", {})).body[0].n as number;

  it("runs the PostgreSQL variant of the query, and writes nothing when the operation is empty", async () => {
    const before = await noteCount();
    const answer = await post("notes/log", {});
    expect(answer).toEqual({ status: 200, body: [] });
    expect(await noteCount()).toBe(before);
  });

  it("applies an operation once per request id, and a read of the store sees it at once", async () => {
    const id = nextId();
    const first = await post("notes/log", { operation: { request_id: id, body: "Crusher 2 back at 06:40" } });
    expect(first.status).toBe(200);
    expect(first.body).toContainEqual({ body: "Crusher 2 back at 06:40", author: "Anonymous User" });
    const before = await noteCount();
    const retry = await post("notes/log", { operation: { request_id: id, body: "Crusher 2 back at 06:40" } });
    expect(retry).toEqual(first);
    const sameIdOtherBody = await post("notes/log", { operation: { request_id: id, body: "something else" } });
    expect(sameIdOtherBody.body).not.toContainEqual(expect.objectContaining({ body: "something else" }));
    expect(await noteCount()).toBe(before);
  });

  it("applies identical concurrent requests once and different concurrent requests each once", async () => {
    const before = await noteCount();
    const id = nextId();
    const same = await Promise.all(
      Array.from({ length: 5 }, () => post("notes/log", { operation: { request_id: id, body: `same ${id}` } })),
    );
    expect(same.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const different = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post("notes/log", { operation: { request_id: nextId(), body: `many ${i}` } }),
      ),
    );
    expect(different.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await noteCount()).toBe(before + 1 + 8);
  });

  it("runs its statements in one transaction: a failing statement undoes the ones before it", async () => {
    const before = await noteCount();
    const failed = await post("notes/failing", { operation: { request_id: nextId() } }, developer);
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toContain("no_such_table");
    expect(await noteCount()).toBe(before);
  });

  it("lets an endpoint bring its own table: a read creates nothing, the first write keeps it", async () => {
    expect(await post("notes/own-table", {})).toEqual({ status: 200, body: [] });
    const written = await post("notes/own-table", { operation: { request_id: nextId(), name: "Peak season" } });
    expect(written).toEqual({ status: 200, body: [{ name: "Peak season" }] });
    expect(await post("notes/own-table", {})).toEqual({ status: 200, body: [{ name: "Peak season" }] });
  });

  it.each([
    ["SET", "notes/set", "Statement 1 is not allowed in an endpoint that writes"],
    ["COPY", "notes/copy", "Statement 1 is not allowed in an endpoint that writes"],
    ["COMMIT", "notes/commit", "Statement 2 is not allowed in an endpoint that writes"],
    ["CREATE FUNCTION", "notes/function", "Statement 1 is not allowed in an endpoint that writes"],
    ["a last statement that is not a SELECT", "notes/no-select", "The last statement of an endpoint that writes"],
  ])("refuses %s before anything runs, and writes nothing", async (_case, path, detail) => {
    const before = await noteCount();
    const refused = await post(path, { operation: { request_id: nextId() } }, developer);
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toContain(detail);
    expect(await noteCount()).toBe(before);
  });

  it("keeps the row cap on its answer", async () => {
    const response = await post("notes/many", {});
    expect(response.status).toBe(422);
    expect(response.body.message).toBe("The data query returned more than 500 rows. Narrow the filters and try again.");
  });

  it("keeps every SQL-injection payload of the corpus as data, and refuses a NUL character, which PostgreSQL text cannot hold", async () => {
    for (const payload of sqlInjectionCorpus) {
      const answer = await post("notes/log", {
        operation: { request_id: nextId(), body: payload.text },
        author: payload.text,
      });
      if (payload.text.includes("\u0000")) {
        expect(answer.status, payload.name).toBe(400);
        expect(answer.body.message, payload.name).toBe(NUL_IN_VALUE);
        continue;
      }
      expect(answer.status, payload.name).toBe(200);
      expect(answer.body, payload.name).toContainEqual({ body: payload.text, author: payload.text });
      expect(JSON.stringify(answer.body)).not.toContain(SECRET_TOKEN);
    }
  });

  it("is refused on a PostgreSQL connection the tenant did not add with --writes", async () => {
    const refused = await post("notes/read-only-store", { operation: { request_id: nextId() } }, developer);
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toBe(
      "The endpoint writes data, but its connection 'warehouse' is read-only: only the embedded DuckDB connection 'default' and PostgreSQL connections added with --writes accept writes.",
    );
  });
});
