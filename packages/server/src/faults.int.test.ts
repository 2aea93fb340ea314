import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAULT_MESSAGES } from "./shared/faults";
import { ALL_TAGS, signAccessToken } from "./test/accessTokens";
import { buildTestApp, type TestApp } from "./test/buildTestApp";
import { createPostgresDatabase } from "./test/testDatabase";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./test/throwawayPostgres";

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

/** The load below is one client; the per-client and per-user limits are not under test. */
const UNLIMITED = {
  STORYFRAME_RATE_LIMIT_PER_MINUTE: "1000000",
  STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "1000000",
};

const content = [
  { kind: "storyline" as const, name: "ops", object: storyline },
  { kind: "template" as const, name: "ops/overview", object: { jsx: "<div/>", css: "", includes: [] } },
  { kind: "endpoint" as const, name: "pg/one", object: { connection: "warehouse", sql: "SELECT 1 AS one" } },
];

type Answer = { status: number; message: string | undefined; ms: number; at: number };

/** Answers a request through the app as a client would, timed. */
async function ask(
  t: TestApp,
  token: string,
  method: "GET" | "PUT",
  url: string,
  payload?: object,
): Promise<Answer & { json: unknown; retryAfter: string | undefined }> {
  const started = performance.now();
  const response = await t.app.inject({
    method,
    url,
    headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main", branchstate: "clean" },
    ...(payload ? { payload } : {}),
  });
  const json: unknown = response.json();
  const message = (json as { message?: string } | null)?.message;
  const retryAfter = response.headers["retry-after"];
  return {
    status: response.statusCode,
    message,
    ms: performance.now() - started,
    at: Date.now(),
    json,
    retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
  };
}

describe("faults survived by a single instance", () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster.remove();
  });

  describe("the PostgreSQL metadata database restarting under load", () => {
    let t: TestApp;
    let developer: string;
    beforeAll(async () => {
      const url = (await createPostgresDatabase(cluster.url)).url;
      // The URL given puts the metadata on this test's own cluster, which the test stops and starts.
      t = await buildTestApp("sqlite", { STORYFRAME_DATABASE_URL: url, ...UNLIMITED });
      developer = await signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
      await t.services.branches.ensureMain("demo");
      await t.services.contentRepository.replaceAll("demo", "main", content);
    }, 120_000);
    afterAll(async () => {
      await t.close();
    });

    it("answers 503 with a clear message at once while it is down, never 500, loses no acknowledged save, and serves again within 5 s", async () => {
      const answers: Answer[] = [];
      let version = 1;
      let mark = 0;
      let acknowledged = 0;
      /** After each refusal: the mark stored, beside the last one acknowledged before it. */
      const readBack: { stored: number; acknowledged: number }[] = [];
      let stopping = false;
      /** Saves the template again and again; after a refusal it reads the stored version (an unacknowledged save may have landed). */
      const saver = async () => {
        let refresh = false;
        while (!stopping) {
          if (refresh) {
            const read = await ask(t, developer, "GET", "/api/web/v1/storylines/ops");
            answers.push(read);
            if (read.status !== 200) continue;
            const stored = (read.json as { templates: Record<string, { version: number; jsx: string }> }).templates[
              "ops/overview"
            ];
            version = stored?.version ?? Number.NaN;
            readBack.push({ stored: Number(/title="(\d+)"/.exec(stored?.jsx ?? "")?.[1]), acknowledged });
            refresh = false;
          }
          mark += 1;
          const save = await ask(t, developer, "PUT", "/api/web/v1/storylines/ops/template", {
            id: "ops/overview",
            jsx: `<div title="${mark}"/>`,
            version,
          });
          answers.push(save);
          if (save.status === 200) {
            version = (save.json as { version: number }[])[0]?.version ?? Number.NaN;
            acknowledged = mark;
          } else {
            refresh = true;
          }
        }
      };
      const reader = async () => {
        while (!stopping) answers.push(await ask(t, developer, "GET", "/api/preferences"));
      };
      const load = Promise.all([saver(), reader(), reader()]);

      await sleep(500);
      await cluster.stop();
      const downAt = Date.now();
      await sleep(1500);
      await cluster.start();
      const upAt = Date.now();
      const backAt = await (async () => {
        while (Date.now() - upAt < 10_000) {
          const latest = answers.at(-1);
          if (latest && latest.at > upAt && latest.status === 200) return latest.at;
          await sleep(20);
        }
        return Number.POSITIVE_INFINITY;
      })();
      await sleep(300);
      stopping = true;
      await load;

      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.status, answer.message).toBe(503);
        expect(answer.message).toBe(FAULT_MESSAGES.databaseUnavailable);
      }
      // Failing fast: no request waits on the database while it is down.
      expect(Math.max(...answers.filter((answer) => answer.at >= downAt).map((answer) => answer.ms))).toBeLessThan(
        2000,
      );
      expect(backAt - upAt).toBeLessThan(5000);
      // No acknowledged save was lost to the crash: what is read back is that save, or a later one that landed.
      expect(readBack.length).toBeGreaterThan(0);
      for (const { stored, acknowledged: last } of readBack) expect(stored).toBeGreaterThanOrEqual(last);
      // The pool reconnected: every kind of request is served again.
      expect((await ask(t, developer, "GET", "/api/preferences")).status).toBe(200);
      expect((await ask(t, developer, "GET", "/readyz")).status).toBe(200);
    }, 120_000);

    it("answers readiness 503 while the database is down", async () => {
      await cluster.stop();
      try {
        const readiness = await ask(t, developer, "GET", "/readyz");
        expect(readiness.status).toBe(503);
        expect(readiness.json).toMatchObject({ status: "unavailable", message: "The database is not answering." });
        const refusal = await ask(t, developer, "GET", "/api/preferences");
        expect(refusal.status).toBe(503);
        expect(refusal.retryAfter).toBe("2");
      } finally {
        await cluster.start();
      }
      expect((await ask(t, developer, "GET", "/readyz")).status).toBe(200);
    }, 60_000);
  });

  describe("an analytics connection whose server is gone", () => {
    let t: TestApp;
    let developer: string;
    beforeAll(async () => {
      const warehouse = (await createPostgresDatabase(cluster.url)).url;
      t = await buildTestApp("sqlite", { STORYFRAME_QUERY_CACHE_TTL_MS: "0" });
      developer = await signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
      await t.services.connectionDefinitions.save({
        domainName: "demo",
        name: "warehouse",
        kind: "postgres",
        url: warehouse,
      });
      await t.services.branches.ensureMain("demo");
      await t.services.contentRepository.replaceAll("demo", "main", content);
    }, 120_000);
    afterAll(async () => {
      await t.close();
    });

    it("answers the data call 503 with a clear message at once, and answers again once the server is back", async () => {
      expect((await ask(t, developer, "GET", "/data/pg/one")).json).toEqual([{ one: 1 }]);
      await cluster.stop();
      try {
        const down = await ask(t, developer, "GET", "/data/pg/one");
        expect(down.status).toBe(503);
        expect(down.message).toBe(FAULT_MESSAGES.dataConnectionUnavailable);
        expect(down.retryAfter).toBe("2");
        expect(down.ms).toBeLessThan(2000);
        // The rest of the product goes on.
        expect((await ask(t, developer, "GET", "/api/web/v1/storylines/ops")).status).toBe(200);
      } finally {
        await cluster.start();
      }
      const upAt = Date.now();
      let again = await ask(t, developer, "GET", "/data/pg/one");
      while (again.status !== 200 && Date.now() - upAt < 5000) again = await ask(t, developer, "GET", "/data/pg/one");
      expect(again.json).toEqual([{ one: 1 }]);
    }, 60_000);
  });

  describe("the SQLite metadata file when its disk is full", () => {
    let t: TestApp;
    let developer: string;
    let pageLimit: number;
    beforeAll(async () => {
      t = await buildTestApp("sqlite");
      developer = await signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: 3600 });
      await t.services.branches.ensureMain("demo");
      await t.services.contentRepository.replaceAll("demo", "main", content);
      const { rows } = await sql<{ max_page_count: number }>`PRAGMA max_page_count`.execute(t.database.db);
      pageLimit = rows[0]?.max_page_count ?? 0;
    }, 120_000);
    afterAll(async () => {
      await t.close();
    });

    /**
     * SQLite's own page limit at the file's size, free pages removed first: the next page it needs fails as on a
     * full disk, with SQLITE_FULL.
     */
    const fillTheDisk = async () => {
      await sql`VACUUM`.execute(t.database.db);
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.database.db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count}`).execute(t.database.db);
    };

    it("refuses a write with 507 and says why, goes on reading, and writes again once there is room", async () => {
      const large = `<div>${"a full disk ".repeat(20_000)}</div>`;
      await fillTheDisk();
      const refused = await ask(t, developer, "PUT", "/api/web/v1/storylines/ops/template", {
        id: "ops/overview",
        jsx: large,
        version: 1,
      });
      expect(refused.status).toBe(507);
      expect(refused.message).toBe(FAULT_MESSAGES.storageFull);

      const read = await ask(t, developer, "GET", "/api/web/v1/storylines/ops");
      expect(read.status).toBe(200);
      expect((read.json as { templates: Record<string, { jsx: string }> }).templates["ops/overview"]?.jsx).toBe(
        "<div/>",
      );

      await sql.raw(`PRAGMA max_page_count = ${pageLimit}`).execute(t.database.db);
      const saved = await ask(t, developer, "PUT", "/api/web/v1/storylines/ops/template", {
        id: "ops/overview",
        jsx: large,
        version: 1,
      });
      expect(saved.status).toBe(200);
    }, 60_000);
  });
});
