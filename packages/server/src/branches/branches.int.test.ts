import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

type Template = { jsx: string; css: string; includes: string[] };

/** A storyline of one frame drawn by `templateName`. */
const storylineOn = (templateName: string) => ({
  name: "s",
  title: "Story",
  chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "One", templateName }] }] }],
});

describe.each(databaseKinds)("creating and deleting branches from another one on %s", (kind) => {
  let t: TestApp;
  let developer: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      { kind: "template", name: "t1", object: { jsx: "<p>main</p>", css: "", includes: [] } },
      { kind: "template", name: "t2", object: { jsx: "<p>second</p>", css: "", includes: [] } },
      { kind: "storyline", name: "s", object: storylineOn("t1") },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: "GET" | "PUT" | "DELETE", url: string, body?: unknown, branch = "main") =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${developer}`, branch },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  const templateOn = async (branch: string, name: string) =>
    (await t.services.contentRepository.get("demo", branch, "template", name))?.object as Template | undefined;

  it("creates a branch from the branch it names, with that branch's content and not main's", async () => {
    expect((await call("PUT", "/api/branches/demo/draft", { createdFrom: "main", createOnly: true })).statusCode).toBe(
      201,
    );
    const saved = await call(
      "PUT",
      "/api/web/v1/storylines/s/template",
      { id: "t1", jsx: "<p>draft</p>", version: 1 },
      "draft",
    );
    expect(saved.statusCode).toBe(200);

    const created = await call("PUT", "/api/branches/demo/Draft-Copy", { createdFrom: "draft", createOnly: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "draft-copy", domainName: "demo", createdFrom: "draft" });
    expect((await templateOn("draft-copy", "t1"))?.jsx).toBe("<p>draft</p>");
    expect((await templateOn("draft-copy", "t2"))?.jsx).toBe("<p>second</p>");
    expect((await templateOn("main", "t1"))?.jsx).toBe("<p>main</p>");
  });

  it("serves the new branch's copy at once through the content API", async () => {
    const storylines = await call("GET", "/api/web/v1/storylines", undefined, "draft-copy");
    expect(storylines.statusCode).toBe(200);
  });

  it("refuses with 409 a new branch whose name is taken, in any spelling, and leaves the branch as it was", async () => {
    const taken = await call("PUT", "/api/branches/demo/DRAFT--copy", { createdFrom: "main", createOnly: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Branch 'draft-copy' already exists.");
    expect((await templateOn("draft-copy", "t1"))?.jsx).toBe("<p>draft</p>");
    expect((await call("GET", "/api/branches/demo/draft-copy")).json().createdFrom).toBe("draft");
  });

  it("still answers an existing branch without createOnly (upsert)", async () => {
    expect((await call("PUT", "/api/branches/demo/draft-copy", { createdFrom: "main" })).statusCode).toBe(200);
  });

  it("refuses to delete main with 400 saying why, and keeps its content", async () => {
    const refused = await call("DELETE", "/api/branches/demo/Main");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.name).toEqual(["The main branch cannot be deleted."]);
    expect((await templateOn("main", "t1"))?.jsx).toBe("<p>main</p>");
  });

  it("deletes a branch with its content and leaves the branch it was copied from alone", async () => {
    expect((await call("DELETE", "/api/branches/demo/draft-copy")).statusCode).toBe(204);
    expect(await t.services.contentRepository.list("demo", "draft-copy")).toEqual([]);
    expect((await call("GET", "/api/branches/demo/draft-copy")).statusCode).toBe(404);
    expect((await templateOn("draft", "t1"))?.jsx).toBe("<p>draft</p>");
    expect((await call("GET", "/api/web/v1/storylines", undefined, "draft-copy")).statusCode).toBe(404);
  });

  it("creates a branch of a deleted branch's name afresh from its new source", async () => {
    const again = await call("PUT", "/api/branches/demo/draft-copy", { createdFrom: "main", createOnly: true });
    expect(again.statusCode).toBe(201);
    expect((await templateOn("draft-copy", "t1"))?.jsx).toBe("<p>main</p>");
  });

  it("serves a branch created again under a deleted branch's name with its own content, not the old one's answers", async () => {
    const templateIn = async (branch: string) => {
      const answer = await call("GET", "/api/web/v1/storylines/s", undefined, branch);
      expect(answer.statusCode).toBe(200);
      return answer.json().templates.t1.jsx as string;
    };
    expect(
      (await call("PUT", "/api/branches/demo/reborn", { createdFrom: "draft", createOnly: true })).statusCode,
    ).toBe(201);
    expect(await templateIn("reborn")).toBe("<p>draft</p>");
    expect((await call("DELETE", "/api/branches/demo/reborn")).statusCode).toBe(204);
    expect((await call("PUT", "/api/branches/demo/reborn", { createdFrom: "main", createOnly: true })).statusCode).toBe(
      201,
    );
    expect(await templateIn("reborn")).toBe("<p>main</p>");
  });
});
