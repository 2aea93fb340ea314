import { Agent, get } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHUTTING_DOWN_MESSAGE } from "./http/drain";
import { ALL_TAGS, signAccessToken } from "./test/accessTokens";
import { buildTestApp, type TestApp } from "./test/buildTestApp";
import { freePort } from "./test/freePort";
import { type ServerProcess, spawnServer } from "./test/serverProcess";
import { createPostgresDatabase, databaseKinds } from "./test/testDatabase";
import { until } from "./test/until";

const storyline = {
  name: "ops",
  title: "Operations",
  chapters: [
    {
      name: "c1",
      pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "Overview", templateName: "ops/overview" }] }],
    },
  ],
};

/** A template hierarchy whose two parts carry the same mark, so a half-done save would show. */
const hierarchy = (mark: number, versions: { root: number; include: number }) => ({
  id: "ops/overview",
  jsx: `<div title="save ${mark}"><Include path="shared/a"/></div>`,
  version: versions.root,
  includes: [{ id: "shared/a", jsx: `<p>save ${mark}</p>`, version: versions.include }],
});

type SaveOutcome = { acknowledged: number[]; refusal: string };

/** Waits for a condition, polling; fails with `what` when it does not hold in time. */
/** The saves loop as fast as the server answers: the rate limits are not what is under test. */
const UNLIMITED = {
  STORYFRAME_RATE_LIMIT_PER_MINUTE: "1000000",
  STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "1000000",
};

describe.each(databaseKinds)("a graceful shutdown of the server process on %s", (kind) => {
  let t: TestApp;
  let port: number;
  let developer: string;
  let warehouse: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let warehouseName: string;

  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp(kind, { PORT: String(port), STORYFRAME_PUBLIC_URL: `http://127.0.0.1:${port}` });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
    warehouse = await createPostgresDatabase();
    warehouseName = new URL(warehouse.url).pathname.slice(1);
    await t.services.connectionDefinitions.save({
      domainName: "demo",
      name: "warehouse",
      kind: "postgres",
      url: warehouse.url,
    });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      { kind: "storyline", name: "ops", object: storyline },
      { kind: "template", name: "ops/overview", object: { jsx: "<div/>", css: "", includes: [] } },
      { kind: "template", name: "shared/a", object: { jsx: "<p/>", css: "", includes: [] } },
      {
        kind: "endpoint",
        name: "slow/sleep",
        object: {
          connection: "warehouse",
          parameters: [{ name: "seconds", type: "number", default: 1 }],
          sql: "SELECT 1 AS slept FROM pg_sleep($seconds)",
        },
      },
    ]);
    // The server process opens the tenant's files itself.
    await t.services.connections.closeAll();
  }, 180_000);

  afterAll(async () => {
    await t.close();
    await warehouse.drop();
  });

  const headers = () => ({
    authorization: `Bearer ${developer}`,
    branch: "main",
    branchstate: "clean",
    "content-type": "application/json",
  });

  /** True once the warehouse runs the endpoint's pg_sleep: the data query is in flight. */
  const sleeping = async () => {
    const client = new pg.Client({ connectionString: warehouse.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()",
        [warehouseName],
      );
      return rows[0].n > 0;
    } finally {
      await client.end();
    }
  };

  /** Saves the hierarchy again and again, each save from the versions the last one answered, until one is refused. */
  const saveUntilRefused = async (server: ServerProcess, onFirst: () => void): Promise<SaveOutcome> => {
    const acknowledged: number[] = [];
    let versions = { root: 1, include: 1 };
    for (let mark = 1; ; mark += 1) {
      let response: Response;
      try {
        response = await fetch(`${server.baseUrl}/api/web/v1/storylines/ops/template`, {
          method: "PUT",
          headers: headers(),
          body: JSON.stringify(hierarchy(mark, versions)),
        });
      } catch (error) {
        return { acknowledged, refusal: `no connection (${(error as Error).cause ?? error})` };
      }
      if (response.status !== 200) {
        const body = (await response.json()) as { message: string };
        expect(response.status, body.message).toBe(503);
        expect(body.message).toBe(SHUTTING_DOWN_MESSAGE);
        return { acknowledged, refusal: "503" };
      }
      const saved = (await response.json()) as { name: string; version: number }[];
      versions = {
        root: saved.find((entry) => entry.name === "ops/overview")?.version ?? Number.NaN,
        include: saved.find((entry) => entry.name === "shared/a")?.version ?? Number.NaN,
      };
      acknowledged.push(mark);
      if (acknowledged.length === 1) onFirst();
    }
  };

  const storedTemplates = async () => ({
    root: (await t.services.contentRepository.get("demo", "main", "template", "ops/overview"))?.object,
    include: (await t.services.contentRepository.get("demo", "main", "template", "shared/a"))?.object,
  });

  it("turns readiness to 503 first, lets the long query and the saves in flight finish, then refuses and exits 0", async () => {
    const delayMs = 1500;
    const graceMs = 20_000;
    const server = await spawnServer(t, port, {
      ...UNLIMITED,
      STORYFRAME_SHUTDOWN_DELAY_MS: String(delayMs),
      STORYFRAME_SHUTDOWN_GRACE_MS: String(graceMs),
      STORYFRAME_QUERY_CACHE_TTL_MS: "0",
    });
    // A kept-alive connection left idle must not hold the exit.
    const idleAgent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      get(`${server.baseUrl}/healthz`, { agent: idleAgent }, (response) => {
        response.resume();
        response.on("end", resolve);
      }).on("error", reject),
    );

    const longQuery = fetch(`${server.baseUrl}/data/slow/sleep?seconds=4`, { headers: headers() });
    await until("the data query runs", sleeping);

    let signalled = 0;
    const saves = saveUntilRefused(server, () => {
      signalled = Date.now();
      server.child.kill("SIGTERM");
    });
    await until("the signal is sent", async () => signalled > 0);

    // Readiness answers 503 while the listener still takes connections, so a load balancer sees it first.
    let readiness: { status: number; body: { status: string; message?: string } } | undefined;
    await until("readiness answers 503", async () => {
      const response = await fetch(`${server.baseUrl}/readyz`);
      readiness = { status: response.status, body: (await response.json()) as { status: string } };
      return response.status === 503;
    });
    expect(readiness?.body).toMatchObject({ status: "unavailable", message: "The server is shutting down." });

    // Then the listener closes: a new connection is refused.
    await until("new connections are refused", async () => {
      try {
        await fetch(`${server.baseUrl}/healthz`);
        return false;
      } catch {
        return true;
      }
    });

    const query = await longQuery;
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual([{ slept: 1 }]);

    const outcome = await saves;
    expect(outcome.acknowledged.length).toBeGreaterThan(0);
    // Refused as a 503, or at the connection once the listener closed: never answered 200 and not stored.
    expect(outcome.refusal).toMatch(/^(503|no connection)/);

    expect(await server.exited).toBe(0);
    // The 4 s query bounds the shutdown, not the idle connection nor the grace period.
    expect(Date.now() - signalled).toBeLessThan(delayMs + graceMs - 5000);
    idleAgent.destroy();

    // Every acknowledged save is stored, whole: both parts carry the last acknowledged mark.
    const last = outcome.acknowledged.at(-1);
    expect(await storedTemplates()).toMatchObject({
      root: { jsx: `<div title="save ${last}"><Include path="shared/a"/></div>` },
      include: { jsx: `<p>save ${last}</p>` },
    });
    expect(server.output()).toContain("shutting down: readiness answers 503");
    expect(server.output()).toContain('"msg":"shut down"');
  }, 180_000);

  it("cuts off a request still running when the grace period ends, and still exits 0", async () => {
    const server = await spawnServer(t, port, {
      ...UNLIMITED,
      STORYFRAME_SHUTDOWN_GRACE_MS: "1000",
      STORYFRAME_QUERY_CACHE_TTL_MS: "0",
    });
    const longQuery = fetch(`${server.baseUrl}/data/slow/sleep?seconds=25`, { headers: headers() }).then(
      (response) => `answered ${response.status}`,
      () => "cut off",
    );
    await until("the data query runs", sleeping);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await longQuery).toBe("cut off");
    expect(await server.exited).toBe(0);
    // The grace period, then at most the bound on closing the warehouse's pool under the running query.
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toContain("requests still running after the grace period are cut off");
  }, 180_000);
});
