import { resolve } from "node:path";
import { type ExportJob, exportJobSchema, isFinishedExport } from "@storyframe/core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoData } from "../data/demo/loadDemoData";
import { repositoryRoot } from "../paths";
import { signAccessToken } from "../test/accessTokens";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";
import { describeValue } from "./exportPlan";

const CHROMIUM = "/usr/bin/chromium";
const FLEET = "fleet-operations";
/** The values the fleet storyline is exported with: none of them its own initial values. */
const FLEET_VALUES = { from: "2026-10-20", to: "2026-10-27", site: null, shift: "Day", truck: "HT-11", speedLimit: 35 };

type FleetStoryline = {
  filters: { parameter: string; label: string }[];
  chapters: { name: string; pages: { name: string; paragraphs: { name: string; title: string }[] }[] }[];
};

describe.each(databaseKinds)("exports in headless Chromium on %s", (kind) => {
  let t: TestServer;
  let token: string;
  let fleet: FleetStoryline;

  beforeAll(async () => {
    t = await startTestServer(kind, {
      STORYFRAME_WEB_DIR: resolve(repositoryRoot, "packages/web/dist"),
      STORYFRAME_CHROMIUM_PATH: CHROMIUM,
      STORYFRAME_EXPORT_CONCURRENCY: "2",
    });
    await loadDemoData(await t.services.connections.embedded("demo"));
    token = await signAccessToken(t, { allowed_tags: [] }, { expiresIn: 7200 });
    const answer = await call("GET", `/api/web/v1/storylines/${FLEET}`);
    fleet = (await answer.json()) as FleetStoryline;
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  function call(method: string, path: string, body?: unknown, bearer = token): Promise<Response> {
    return fetch(`${t.baseUrl.replace("127.0.0.1", "localhost")}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        branch: "main",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function startExport(body: unknown, bearer = token): Promise<ExportJob> {
    const answer = await call("POST", "/api/exports", body, bearer);
    expect(answer.status, await answer.clone().text()).toBe(202);
    return exportJobSchema.parse(await answer.json());
  }

  async function finished(id: string): Promise<ExportJob> {
    for (;;) {
      const job = exportJobSchema.parse(await (await call("GET", `/api/exports/${id}`)).json());
      if (isFinishedExport(job.state)) return job;
      await new Promise((done) => setTimeout(done, 250));
    }
  }

  async function internalTokensOfExports() {
    return t.database.db.selectFrom("api_tokens").select(["revoked_at"]).where("kind", "=", "internal").execute();
  }

  it("exports the fleet storyline to a PDF with every frame's title and the values it was exported with", async () => {
    const job = await startExport({ storylineId: FLEET, scope: "storyline", format: "pdf", parameters: FLEET_VALUES });
    const titles = fleet.chapters.flatMap((c) => c.pages.flatMap((p) => p.paragraphs.map((q) => q.title || q.name)));
    expect(job.framesTotal).toBe(titles.length);

    const done = await finished(job.id);
    expect(done.message).toBeNull();
    expect(done).toMatchObject({ state: "done", framesDone: titles.length });
    const file = await call("GET", `/api/exports/${job.id}/file`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain(`${FLEET}-`);

    const pdf = await getDocumentProxy(new Uint8Array(await file.arrayBuffer()));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBe(titles.length);
    const values = fleet.filters.map(
      (filter) => `${filter.label}: ${describeValue(FLEET_VALUES[filter.parameter as keyof typeof FLEET_VALUES])}`,
    );
    for (const [index, title] of titles.entries()) {
      const page = (text[index] ?? "").replace(/\s+/g, " ");
      expect(page).toContain(title.replace(/\s+/g, " "));
      for (const value of values) expect(page).toContain(value);
    }
    // The viewer signed in with a token of its own, revoked when the export ended.
    const tokens = await internalTokensOfExports();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.revoked_at !== null)).toBe(true);
  }, 600_000);

  it("exports a frame to a PNG of the viewer's size", async () => {
    const [chapter] = fleet.chapters;
    const [page] = chapter?.pages ?? [];
    const job = await startExport({
      storylineId: FLEET,
      scope: "frame",
      format: "png",
      frameId: `${chapter?.name}/${page?.name}/${page?.paragraphs[0]?.name}`,
      viewport: { width: 1024, height: 700 },
    });
    expect(job.framesTotal).toBe(1);
    expect((await finished(job.id)).state).toBe("done");
    expect(await t.services.metrics.registry.metrics()).toMatch(
      /^storyframe_export_jobs_total\{format="png",outcome="done"\} [1-9]\d*$/m,
    );
    const file = await call("GET", `/api/exports/${job.id}/file`);
    expect(file.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await file.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1024, height: 700 });
  }, 300_000);

  it("refuses to export a storyline the user may not read, before any job starts", async () => {
    const before = (await internalTokensOfExports()).length;
    const answer = await call("POST", "/api/exports", {
      storylineId: "authors-guide",
      scope: "storyline",
      format: "pdf",
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toContain("developer-tools::access");
    expect((await internalTokensOfExports()).length).toBe(before);
    const unknown = await call("POST", "/api/exports", {
      storylineId: "no-such-storyline",
      scope: "storyline",
      format: "pdf",
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a PNG of more than one frame and a frame the storyline does not have", async () => {
    const png = await call("POST", "/api/exports", { storylineId: FLEET, scope: "storyline", format: "png" });
    expect(png.status).toBe(400);
    expect(JSON.stringify(await png.json())).toContain("A PNG holds one frame");
    const frame = await call("POST", "/api/exports", {
      storylineId: FLEET,
      scope: "page",
      format: "pdf",
      frameId: "no/such/frame",
    });
    expect(frame.status).toBe(400);
    expect(JSON.stringify(await frame.json())).toContain("The storyline has no frame 'no/such/frame'.");
  });

  it("shows an export to its owner only", async () => {
    const job = await startExport({ storylineId: FLEET, scope: "storyline", format: "pdf" });
    const other = await signAccessToken(t, {
      user_id: "00000000-0000-4000-8000-000000000002",
      email: "other@demo.test",
    });
    expect((await call("GET", `/api/exports/${job.id}`, undefined, other)).status).toBe(404);
    expect((await call("POST", `/api/exports/${job.id}/cancel`, undefined, other)).status).toBe(404);
    expect((await call("GET", `/api/exports/${job.id}/file`, undefined, other)).status).toBe(404);
    await call("POST", `/api/exports/${job.id}/cancel`);
    expect((await finished(job.id)).state).toBe("cancelled");
  }, 120_000);

  it("cancels a running export: it stops, has no file and its token is revoked", async () => {
    const job = await startExport({ storylineId: FLEET, scope: "storyline", format: "pdf" });
    for (;;) {
      const now = exportJobSchema.parse(await (await call("GET", `/api/exports/${job.id}`)).json());
      expect(isFinishedExport(now.state), now.message ?? "").toBe(false);
      if (now.state === "running" && now.framesDone >= 1) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const cancelled = await call("POST", `/api/exports/${job.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const done = await finished(job.id);
    expect(done).toMatchObject({ state: "cancelled", message: "The export was cancelled." });
    expect(done.framesDone).toBeLessThan(done.framesTotal);
    expect((await call("GET", `/api/exports/${job.id}/file`)).status).toBe(404);
    await expect.poll(async () => (await internalTokensOfExports()).every((row) => row.revoked_at !== null)).toBe(true);
  }, 300_000);
});
