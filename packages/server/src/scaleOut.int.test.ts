import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAULT_MESSAGES } from "./shared/faults";
import { ALL_TAGS, signAccessToken } from "./test/accessTokens";
import { buildTestApp, type TestApp } from "./test/buildTestApp";
import { freePort } from "./test/freePort";
import { startThrowawayRedis, type ThrowawayRedis } from "./test/redisServer";
import { type ServerProcess, spawnServerProcess } from "./test/serverProcess";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./test/throwawayPostgres";

/** Where the installation is reached behind its load balancer: both instances issue and accept its tokens. */
const PUBLIC_URL = "http://storyframe.scale-out.test";
const USER_BUDGET = 60;
const STORYLINE = "/api/web/v1/storylines/fleet-operations";
const TEMPLATE_SAVE = `${STORYLINE}/template`;
const WAIT = { timeout: 30_000, interval: 100 };

type Template = { jsx: string; version: number; includes: string[] };

/**
 * The installation of docs/deploy.md on one machine: two server processes on one PostgreSQL database and one
 * Redis, reached alternately as a load balancer without sticky sessions would (decision 085).
 */
describe("two server instances on one PostgreSQL database and one Redis", () => {
  let t: TestApp;
  let redis: ThrowawayRedis;
  let a: ServerProcess;
  let b: ServerProcess;
  let developer: string;
  let userCount = 0;

  /** A signed-in user of their own, so each check spends a fresh per-user budget. */
  const newUser = () => {
    userCount += 1;
    const id = `00000000-0000-4000-8000-${String(userCount).padStart(12, "0")}`;
    return signAccessToken(t, { user_id: id, allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
  };

  const call = (server: ServerProcess, path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${token}`,
        branch: "main",
        branchstate: "clean",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  const templatesOn = async (server: ServerProcess): Promise<Record<string, Template>> => {
    const response = await call(server, STORYLINE, developer);
    expect(response.status).toBe(200);
    return ((await response.json()) as { templates: Record<string, Template> }).templates;
  };

  /** A template of the storyline without includes, as `server` serves it now. */
  const aTemplate = async (server: ServerProcess) => {
    const templates = await templatesOn(server);
    const entry = Object.entries(templates).find(([, template]) => template.includes.length === 0);
    if (!entry) throw new Error("the storyline has no template without includes");
    return { path: entry[0], version: entry[1].version };
  };

  const saveOn = async (server: ServerProcess, path: string, version: number, jsx: string) => {
    const response = await call(server, TEMPLATE_SAVE, developer, { method: "PUT", body: { id: path, jsx, version } });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  /** Calls alternately on A and B as one user until the first 429; answers how many were allowed. */
  const allowedAlternately = async (token: string) => {
    for (let index = 0; index < USER_BUDGET * 3; index += 1) {
      const response = await call(index % 2 === 0 ? a : b, "/api/session", token);
      if (response.status === 429) return index;
      expect(response.status).toBe(200);
    }
    return Number.POSITIVE_INFINITY;
  };

  const linesOf = (server: ServerProcess, text: string) =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    // Migrates and seeds the demo tenant on a fresh database; the instances then only serve it.
    t = await buildTestApp("postgres", { STORYFRAME_PUBLIC_URL: PUBLIC_URL });
    developer = await newUser();
    if (t.config.database.kind !== "postgres") throw new Error("the instances need the PostgreSQL database");
    const instanceSettings = {
      STORYFRAME_DATABASE_URL: t.config.database.url,
      STORYFRAME_REDIS_URL: redis.url,
      STORYFRAME_PUBLIC_URL: PUBLIC_URL,
      STORYFRAME_WEB_DIR: t.config.webDir,
      STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: String(USER_BUDGET),
      STORYFRAME_RATE_LIMIT_PER_MINUTE: "100000",
    };
    const [portA, portB] = [await freePort(), await freePort()];
    [a, b] = await Promise.all([
      spawnServerProcess(portA, { ...instanceSettings, STORYFRAME_DATA_DIR: `${t.config.dataDir}/instance-a` }),
      spawnServerProcess(portB, { ...instanceSettings, STORYFRAME_DATA_DIR: `${t.config.dataDir}/instance-b` }),
    ]);
  }, 300_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
    await t?.close();
    await redis?.remove();
  }, 60_000);

  it("joins both instances to Redis when they start", async () => {
    for (const server of [a, b]) await expect.poll(() => linesOf(server, "Redis connected"), WAIT).toBe(1);
  });

  it("serves a template saved through A from B at once, not after a cache's time", async () => {
    const { path } = await aTemplate(b);
    for (let round = 1; round <= 5; round += 1) {
      // B has just cached the storyline and its branch; A saves; B answers the saved template the next instant.
      const before = await templatesOn(b);
      const jsx = `<div>saved through A, round ${round}</div>`;
      await saveOn(a, path, before[path]?.version ?? 0, jsx);
      expect((await templatesOn(b))[path]?.jsx).toBe(jsx);
    }
  });

  it("counts one user's requests to A and B against one budget", async () => {
    expect(await allowedAlternately(await newUser())).toBe(USER_BUDGET);
  });

  it("keeps serving while Redis is down, says so once, and shares limits and changes again once it is back", async () => {
    await redis.stop();
    for (const server of [a, b]) {
      await expect.poll(() => linesOf(server, "Redis is unreachable"), WAIT).toBe(1);
    }

    // Both still serve, each on its own budget and caches: changes show within the branch cache's second.
    const { path, version } = await aTemplate(a);
    await templatesOn(b);
    await saveOn(a, path, version, "<div>saved while Redis was down</div>");
    await expect
      .poll(async () => (await templatesOn(b))[path]?.jsx, WAIT)
      .toBe("<div>saved while Redis was down</div>");
    expect(await allowedAlternately(await newUser())).toBe(USER_BUDGET * 2);

    await redis.start();
    for (const server of [a, b]) {
      await expect.poll(() => linesOf(server, "Redis is back"), WAIT).toBe(1);
      // However many reconnection attempts failed meanwhile, the loss was logged once.
      expect(linesOf(server, "Redis is unreachable")).toBe(1);
    }
    expect(await allowedAlternately(await newUser())).toBe(USER_BUDGET);
    const current = await aTemplate(b);
    await saveOn(a, current.path, current.version, "<div>saved after Redis returned</div>");
    expect((await templatesOn(b))[current.path]?.jsx).toBe("<div>saved after Redis returned</div>");
  }, 120_000);

  it("loses no acknowledged write when one instance stops in the middle of a load", async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const stopAfterMs = 1500;
    const loadMs = 4000;
    const started = Date.now();
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      const tokens = [await newUser(), await newUser(), await newUser()];
      for (let n = 0; Date.now() - started < loadMs; n += 1) {
        const name = `load/worker-${worker}-${n}`;
        const server = n % 2 === 0 ? a : b;
        try {
          const response = await fetch(`${server.baseUrl}${TEMPLATE_SAVE}`, {
            method: "PUT",
            headers: {
              authorization: `Bearer ${tokens[n % tokens.length]}`,
              branch: "main",
              branchstate: "clean",
              "content-type": "application/json",
            },
            body: JSON.stringify({ id: name, jsx: `<div>${name}</div>` }),
          });
          statuses.push(response.status);
          if (response.status === 200) acknowledged.push(name);
        } catch {
          // The stopped instance no longer accepts connections: not acknowledged, so nothing is owed.
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, stopAfterMs));
    b.child.kill("SIGTERM");
    await Promise.all(workers);
    expect(await b.exited).toBe(0);

    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await t.database.db
      .selectFrom("content_objects")
      .select("name")
      .where("domain_name", "=", "demo")
      .where("branch", "=", "main")
      .where("kind", "=", "template")
      .where("name", "like", "load/worker-%")
      .execute();
    const storedNames = new Set(stored.map((row) => row.name));
    expect(acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);
    // A serves on alone.
    expect((await call(a, STORYLINE, developer)).status).toBe(200);
  }, 120_000);
});

/** Two instances and their Redis on a PostgreSQL server of the test's own, which it restarts under load. */
describe("two server instances while their PostgreSQL server restarts", () => {
  let cluster: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let t: TestApp;
  let instances: ServerProcess[] = [];
  let developer: string;

  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE storyframe_scale_out");
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = "/storyframe_scale_out";
    // Migrates and seeds the demo tenant on the test's own server (the URL overrides the suite's database).
    t = await buildTestApp("sqlite", { STORYFRAME_DATABASE_URL: url.toString(), STORYFRAME_PUBLIC_URL: PUBLIC_URL });
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
    const settings = {
      STORYFRAME_DATABASE_URL: url.toString(),
      STORYFRAME_REDIS_URL: redis.url,
      STORYFRAME_PUBLIC_URL: PUBLIC_URL,
      STORYFRAME_WEB_DIR: t.config.webDir,
      STORYFRAME_RATE_LIMIT_PER_MINUTE: "1000000",
      STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    const ports = [await freePort(), await freePort()];
    instances = await Promise.all(
      ports.map((port, index) =>
        spawnServerProcess(port, { ...settings, STORYFRAME_DATA_DIR: `${t.config.dataDir}/instance-${index}` }),
      ),
    );
  }, 300_000);

  afterAll(async () => {
    for (const server of instances) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
    await t?.close();
    await redis?.remove();
    await cluster?.remove();
  }, 60_000);

  it("answers 503, never 500, while PostgreSQL restarts, and both instances serve again within 5 s of it", async () => {
    type Answer = { instance: number; status: number; message: string | undefined; at: number };
    const answers: Answer[] = [];
    let stopping = false;
    const ask = async (instance: number, method: "GET" | "PUT", path: string, body?: object) => {
      const server = instances[instance];
      if (!server) throw new Error(`no instance ${instance}`);
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${developer}`,
          branch: "main",
          branchstate: "clean",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json().catch(() => null)) as { message?: string } | null;
      answers.push({ instance, status: response.status, message: json?.message, at: Date.now() });
    };
    /** Reads and saves on one instance, as the users behind a load balancer would. */
    const client = async (id: number) => {
      const instance = id % 2;
      for (let n = 0; !stopping; n += 1) {
        await ask(instance, "GET", "/api/preferences");
        await ask(instance, "GET", STORYLINE);
        await ask(instance, "PUT", TEMPLATE_SAVE, { id: `restart/client-${id}-${n}`, jsx: `<div>${n}</div>` });
      }
    };
    const load = Promise.all([client(0), client(1), client(2), client(3)]);

    await sleep(500);
    await cluster.stop();
    await sleep(1500);
    await cluster.start();
    const upAt = Date.now();
    /** When both instances have answered 200 to every kind of request since PostgreSQL was back. */
    const servedAgainAt = async () => {
      while (Date.now() - upAt < 15_000) {
        const since = answers.filter((answer) => answer.at > upAt);
        const lastFailure = Math.max(upAt, ...since.filter((a) => a.status !== 200).map((a) => a.at));
        const fine = (instance: number) =>
          since.filter((a) => a.instance === instance && a.at > lastFailure && a.status === 200).length >= 3;
        if (fine(0) && fine(1)) return lastFailure;
        await sleep(50);
      }
      return Number.POSITIVE_INFINITY;
    };
    const backAt = await servedAgainAt();
    stopping = true;
    await load;

    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status, answer.message).toBe(503);
      expect(answer.message).toBe(FAULT_MESSAGES.databaseUnavailable);
    }
    expect(backAt - upAt).toBeLessThan(5000);
  }, 120_000);
});
