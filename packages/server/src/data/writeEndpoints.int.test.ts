import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MAX_NESTING_DEPTH, nestingTooDeepMessage } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentPublisher } from "../content/folder/contentPublisher";
import { readContentFolder } from "../content/folder/readContentFolder";
import { writeContentFolder } from "../content/folder/writeContentFolder";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { SECRET_TOKEN, sqlInjectionCorpus } from "../test/sqlInjectionCorpus";
import { databaseKinds } from "../test/testDatabase";
import { ConnectionRegistry } from "./connections/connectionRegistry";
import { DataService } from "./service";

// The active branch, which a caller without developer-tools::access may read (decision 063).
const BRANCH = "main";
const OTHER_BRANCH = "writes-other";

const operation = { name: "operation", type: "json" };
/** No storyline uses these endpoints: they declare that every signed-in user may call them (decision 070). */
const everyone = { requiredTags: [] };
const writing = (sql: string, parameters: object[] = [operation]) => ({
  ...everyone,
  connection: "default",
  writes: true,
  operationParameter: "operation",
  parameters,
  sql,
});

/** Notes written by request; the last statement answers the list. */
const NOTES_SQL = `
INSERT INTO test_notes
  SELECT json_extract_string($operation, '$.request_id'), json_extract_string($operation, '$.body'), $author
  WHERE $operation IS NOT NULL;
SELECT body, author FROM test_notes ORDER BY body`;

const ENDPOINTS = [
  {
    kind: "endpoint" as const,
    name: "notes/log",
    object: writing(NOTES_SQL, [operation, { name: "author", type: "string", default: "Anonymous User" }]),
  },
  {
    kind: "endpoint" as const,
    name: "notes/count",
    object: { ...everyone, sql: "SELECT CAST(count(*) AS INTEGER) AS n FROM test_notes" },
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
    object: writing(`CREATE TABLE IF NOT EXISTS test_own_items (name VARCHAR);
INSERT INTO test_own_items SELECT json_extract_string($operation, '$.name') WHERE $operation IS NOT NULL;
SELECT name FROM test_own_items ORDER BY name`),
  },
  {
    kind: "endpoint" as const,
    name: "notes/attach",
    object: writing("ATTACH ':memory:' AS elsewhere; SELECT 1 AS one"),
  },
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
    name: "notes/no-select",
    object: writing("INSERT INTO test_notes SELECT 'n', 'no answer', 'x' WHERE $operation IS NOT NULL"),
  },
  { kind: "endpoint" as const, name: "notes/many", object: writing("SELECT i FROM range(600) t(i)") },
  {
    kind: "endpoint" as const,
    name: "notes/defaulted",
    object: writing("SELECT 1 AS one", [{ ...operation, default: { body: "an operation from the default" } }]),
  },
  {
    kind: "endpoint" as const,
    name: "notes/planners",
    object: { ...writing(NOTES_SQL, [operation, { name: "author", type: "string" }]), requiredTags: ["notes::plan"] },
  },
  // On a PostgreSQL connection the tenant defined read-only: refused when it runs.
  { kind: "endpoint" as const, name: "pg/write", object: { ...writing("SELECT 1 AS one"), connection: "warehouse" } },
];

describe.each(databaseKinds)("data endpoints that write, on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  let viewer: string;
  let sequence = 0;
  const nextId = () => `request-${kind}-${++sequence}`;

  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_QUERY_ROW_LIMIT: "500", STORYFRAME_QUERY_CACHE_TTL_MS: "600000" });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    const duck = await t.services.connections.embedded("demo");
    await duck.execute("CREATE TABLE test_notes (request_id VARCHAR PRIMARY KEY, body VARCHAR, author VARCHAR)");
    await t.services.connectionDefinitions.save({
      domainName: "demo",
      name: "warehouse",
      kind: "postgres",
      url: "postgres://reader@127.0.0.1:1/never-reached",
    });
    for (const branch of [BRANCH, OTHER_BRANCH]) {
      if (branch === BRANCH) await t.services.branches.ensureMain("demo");
      else await t.services.branches.create("demo", branch, "main", null);
      await t.services.contentRepository.replaceAll("demo", branch, ENDPOINTS);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (path: string, parameters: Record<string, unknown>, token = viewer, branch = BRANCH) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch },
      payload: { apiEndpoint: path.split("/"), parameters },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const noteCount = async (branch = BRANCH) =>
    (await post("notes/count", {}, branch === BRANCH ? viewer : developer, branch)).body[0].n as number;

  it("writes nothing when the operation is empty, and answers the current rows", async () => {
    const before = await noteCount();
    const answer = await post("notes/log", {});
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(before);
    expect(await post("notes/log", { operation: null })).toEqual(answer);
    expect(await noteCount()).toBe(before);
  });

  it("refuses a caller without the tags the endpoint declares, before anything is written", async () => {
    const before = await noteCount();
    const refused = await post("notes/planners", { operation: { request_id: nextId(), body: "not for viewers" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You do not have permission for this data endpoint: it needs notes::plan.");
    expect(await noteCount()).toBe(before);
    const planner = await signAccessToken(t, { allowed_tags: ["notes::plan"] });
    const allowed = await post("notes/planners", { operation: { request_id: nextId(), body: "planned" } }, planner);
    expect(allowed.status).toBe(200);
    expect(await noteCount()).toBe(before + 1);
  });

  it("applies an operation once per request id, so a retried request does not write twice", async () => {
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
    expect(same.every((answer) => answer.status === 200)).toBe(true);
    const different = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post("notes/log", { operation: { request_id: nextId(), body: `many ${i}` } }),
      ),
    );
    expect(different.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await noteCount()).toBe(before + 1 + 8);
  });

  it("makes the tenant's cached answers stale, on every branch, when it writes", async () => {
    const before = await noteCount(BRANCH);
    expect(await noteCount(OTHER_BRANCH)).toBe(before);
    const queries = t.services.data.queriesRun;
    expect(await noteCount(BRANCH)).toBe(before);
    expect(t.services.data.queriesRun).toBe(queries);
    await post("notes/log", { operation: { request_id: nextId(), body: "cache check" } });
    expect(await noteCount(BRANCH)).toBe(before + 1);
    expect(await noteCount(OTHER_BRANCH)).toBe(before + 1);
  });

  it("does not make cached answers stale when nothing was written", async () => {
    await noteCount();
    const queries = t.services.data.queriesRun;
    await post("notes/log", {});
    await noteCount();
    expect(t.services.data.queriesRun).toBe(queries + 1);
  });

  it("keeps every SQL-injection payload of the corpus as data", async () => {
    for (const payload of sqlInjectionCorpus) {
      const answer = await post("notes/log", {
        operation: { request_id: nextId(), body: payload.text },
        author: payload.text,
      });
      expect(answer.status, payload.name).toBe(200);
      expect(answer.body, payload.name).toContainEqual({ body: payload.text, author: payload.text });
      expect(JSON.stringify(answer.body)).not.toContain(SECRET_TOKEN);
    }
    const duck = await t.services.connections.embedded("demo");
    const tables = await duck.query(
      "SELECT table_name FROM information_schema.tables WHERE table_name = 'test_notes'",
      {},
      { timeoutMs: 5_000, maxRows: 10 },
    );
    expect(tables.rows).toEqual([{ table_name: "test_notes" }]);
  });

  it("keeps a malicious request id as data too", async () => {
    const id = "x'); DELETE FROM storyframe_applied_requests; --";
    const before = await noteCount();
    await post("notes/log", { operation: { request_id: id, body: "tricky id" } });
    await post("notes/log", { operation: { request_id: id, body: "tricky id" } });
    expect(await noteCount()).toBe(before + 1);
  });

  it("needs a request id in the operation", async () => {
    const missing = await post("notes/log", { operation: { body: "no id" } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ operation: ["must carry a request_id (text of 1 to 200 characters)"] });
    expect((await post("notes/log", { operation: { request_id: "", body: "empty id" } })).status).toBe(400);
    expect((await post("notes/log", { operation: "not an object" })).body.errors).toEqual({
      operation: ["must be a JSON object or list"],
    });
  });

  it("answers 400 to an operation nested too deeply to bind", async () => {
    const depth = 100_000;
    const nested = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: {
        host: "localhost",
        authorization: `Bearer ${viewer}`,
        branch: BRANCH,
        "content-type": "application/json",
      },
      payload: `{"apiEndpoint":["notes","log"],"parameters":{"operation":${"[".repeat(depth)}${"]".repeat(depth)}}}`,
    });
    expect(nested.statusCode).toBe(400);
    // Refused with the body as a whole, before validation, by the limit every input has (core's MAX_NESTING_DEPTH).
    expect(nested.json().errors).toEqual({ non_field_errors: [nestingTooDeepMessage(MAX_NESTING_DEPTH)] });
  });

  it("needs a request id in an operation that comes from the parameter's default", async () => {
    const defaulted = await post("notes/defaulted", {});
    expect(defaulted.status).toBe(400);
    expect(defaulted.body.errors).toEqual({ operation: ["must carry a request_id (text of 1 to 200 characters)"] });
  });

  it("is refused on GET, which must never change data", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/data/notes/log",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: BRANCH },
    });
    expect(response.statusCode).toBe(405);
    expect(response.json().message).toBe(
      "This data endpoint writes data: call it with POST /api/web/v1/data-sources/data.",
    );
  });

  it("runs its statements in one transaction: a failing statement undoes the ones before it", async () => {
    const before = await noteCount();
    const failed = await post("notes/failing", { operation: { request_id: nextId() } }, developer);
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toContain("no_such_table");
    expect(await noteCount()).toBe(before);
  });

  it("lets an endpoint bring its own table: a read creates nothing, the first write keeps it", async () => {
    const duck = await t.services.connections.embedded("demo");
    const exists = async () =>
      (
        await duck.query(
          "SELECT table_name FROM information_schema.tables WHERE table_name = 'test_own_items'",
          {},
          { timeoutMs: 5_000, maxRows: 10 },
        )
      ).rows.length > 0;
    expect(await post("notes/own-table", {})).toEqual({ status: 200, body: [] });
    expect(await exists()).toBe(false);
    const written = await post("notes/own-table", { operation: { request_id: nextId(), name: "Peak season" } });
    expect(written).toEqual({ status: 200, body: [{ name: "Peak season" }] });
    expect(await exists()).toBe(true);
  });

  it.each([
    ["ATTACH", "notes/attach", "Statement 1 is not allowed in an endpoint that writes"],
    ["COPY", "notes/copy", "Statement 1 is not allowed in an endpoint that writes"],
    ["COMMIT", "notes/commit", "Statement 2 is not allowed in an endpoint that writes"],
    ["a last statement that is not a SELECT", "notes/no-select", "The last statement of an endpoint that writes"],
  ])("refuses %s, and writes nothing", async (_case, path, detail) => {
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

  it("is refused on a read-only PostgreSQL connection when it runs", async () => {
    const refused = await post("pg/write", { operation: { request_id: nextId() } }, developer);
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toBe(
      "The endpoint writes data, but its connection 'warehouse' is read-only: only the embedded DuckDB connection 'default' and PostgreSQL connections added with --writes accept writes.",
    );
  });

  it("keeps what it wrote in the DuckDB file: a new service instance reads it", async () => {
    const id = nextId();
    await post("notes/log", { operation: { request_id: id, body: "survives a restart" } });
    await t.services.connections.forget("demo", "default");
    const connections = new ConnectionRegistry(
      t.config.data.analyticsDir,
      t.services.connectionDefinitions,
      t.config.data.duckDb,
    );
    try {
      const fresh = new DataService(t.services.contentRepository, t.services.branches, connections, t.config.data);
      const reader = { domainName: "demo", id: "viewer", tags: [] };
      const answer = await fresh.rows(reader, BRANCH, "notes/log", { operation: { request_id: id, body: "again" } });
      const rows = JSON.parse(answer.json.toString()) as { body: string }[];
      expect(rows).toContainEqual({ body: "survives a restart", author: "Anonymous User" });
      expect(rows).not.toContainEqual(expect.objectContaining({ body: "again" }));
    } finally {
      await connections.closeAll();
    }
  });
});

describe("content checks of endpoints that write on a named connection", () => {
  let t: TestApp;
  let work: string;
  const declaration = JSON.stringify({
    connection: "planning",
    writes: true,
    requiredTags: [],
    operationParameter: "operation",
    parameters: [{ name: "operation", type: "json" }],
  });
  const files: Record<string, string> = {
    "data/notes/log.sql": "INSERT INTO notes SELECT $operation WHERE $operation IS NOT NULL; SELECT * FROM notes",
    "data/notes/log.postgres.sql":
      "INSERT INTO notes SELECT $operation ->> 'body' WHERE $operation IS NOT NULL; SELECT * FROM notes",
    "data/notes/log.json": declaration,
    "data/orphan.postgres.sql": "SELECT 1",
  };
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    work = mkdtempSync(join(tmpdir(), "storyframe-write-content-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(work, path)), { recursive: true });
      writeFileSync(join(work, path), text);
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("accepts one on any connection (the tenant's definition says whether it accepts writes), but not a PostgreSQL variant without its query", () => {
    expect(readContentFolder(work).problems).toEqual([
      {
        file: "data/orphan.postgres.sql",
        path: "",
        message: "is a PostgreSQL variant of a query that does not exist: data/orphan.sql is missing",
      },
    ]);
  });

  it("pushes the query with its PostgreSQL variant, and pulls both back", async () => {
    rmSync(join(work, "data/orphan.postgres.sql"));
    await t.services.branches.create("demo", "write-push", "main", null);
    const publisher = new ContentPublisher(t.services.contentRepository, t.services.branches);
    expect(await publisher.push(work, "demo", "write-push")).toMatchObject({ ok: true });
    const stored = await t.services.contentRepository.get("demo", "write-push", "endpoint", "notes/log");
    expect(stored?.object).toMatchObject({
      connection: "planning",
      sql: files["data/notes/log.sql"],
      postgresSql: files["data/notes/log.postgres.sql"],
    });
    const pulled = mkdtempSync(join(tmpdir(), "storyframe-write-pull-"));
    try {
      writeContentFolder(pulled, await t.services.contentRepository.list("demo", "write-push"));
      expect(readFileSync(join(pulled, "data/notes/log.postgres.sql"), "utf8")).toBe(
        files["data/notes/log.postgres.sql"],
      );
    } finally {
      rmSync(pulled, { recursive: true, force: true });
    }
  });
});
