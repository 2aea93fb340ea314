import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_NESTING_DEPTH, nestingTooDeepMessage } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { readContentFolder } from "./folder/readContentFolder";

type TemplateNode = { id: string; jsx: string; includes?: TemplateNode[] };

/** A template include hierarchy `depth` templates deep: each one includes the next. */
function includeChain(depth: number): TemplateNode {
  let node: TemplateNode = { id: `deep/t${depth}`, jsx: "<p/>" };
  for (let level = depth - 1; level >= 1; level -= 1) node = { id: `deep/t${level}`, jsx: "<p/>", includes: [node] };
  return node;
}

/** The JSON text of a menu whose items nest `depth` levels of children (built as text: too deep to stringify). */
function menuChainText(depth: number): string {
  const open = Array.from({ length: depth - 1 }, (_, i) => `{"name":"m${i + 1}","title":"Item","children":[`).join("");
  return `{"items":[${open}{"name":"leaf","title":"Leaf","url":"/leaf"}${"]}".repeat(depth - 1)}]}`;
}

/** The JSON text of arrays nested `depth` levels deep. */
const nestedArraysText = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const tooDeep = { message: "Bad Request", errors: { non_field_errors: [nestingTooDeepMessage(MAX_NESTING_DEPTH)] } };

/** Input nested past the limit is refused with 400 naming the limit, never a 500 from a stack overflow. */
describe.each(databaseKinds)("deeply nested input on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      {
        kind: "storyline",
        name: "ops",
        object: {
          name: "ops",
          title: "Operations",
          chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "deep/t1" }] }] }],
        },
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, body: string) =>
    t.app.inject({
      method: "PUT",
      url,
      headers: {
        host: "localhost",
        authorization: `Bearer ${developer}`,
        branch: "main",
        "content-type": "application/json",
      },
      payload: body,
    });

  it("answers 400 naming the limit to a template include hierarchy 1,000 deep (about 60 KB)", async () => {
    const body = JSON.stringify(includeChain(1000));
    expect(body.length).toBeGreaterThan(40_000);
    const response = await put("/api/web/v1/storylines/ops/template", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(tooDeep);
  });

  it("still saves a hierarchy well within the limit", async () => {
    const response = await put("/api/web/v1/storylines/ops/template", JSON.stringify(includeChain(15)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(15);
  });

  it("bounds every JSON body the same way, whatever the route", async () => {
    const deep = nestedArraysText(1_000);
    const preferences = await put("/api/preferences", `{"voice":${deep}}`);
    expect(preferences.statusCode).toBe(400);
    expect(preferences.json()).toMatchObject(tooDeep);
    const data = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${developer}`, "content-type": "application/json" },
      payload: `{"apiEndpoint":["fleet","trucks"],"parameters":{"filter":${deep}}}`,
    });
    expect(data.statusCode).toBe(400);
    expect(data.json()).toMatchObject(tooDeep);
    const user = await t.app.inject({
      method: "POST",
      url: "/api/users?sendWelcomeEmail=false",
      headers: { host: "localhost", authorization: `Bearer ${developer}`, "content-type": "application/json" },
      payload: `{"name":"Deep","emailAddress":"deep@demo.storyframe.test","userMetadata":${deep}}`,
    });
    expect(user.statusCode).toBe(400);
    expect(user.json()).toMatchObject(tooDeep);
  });

  it("reports a content folder whose menu tree nests past the limit, without overflowing", () => {
    const root = mkdtempSync(join(tmpdir(), "storyframe-deep-"));
    try {
      mkdirSync(join(root, "storylines"));
      writeFileSync(join(root, "menu.json"), menuChainText(5_000));
      const { problems } = readContentFolder(root);
      expect(problems).toContainEqual({
        file: "menu.json",
        path: "",
        message: nestingTooDeepMessage(MAX_NESTING_DEPTH),
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
