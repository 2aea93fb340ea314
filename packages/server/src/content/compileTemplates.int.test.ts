import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { COMPILED_TEMPLATE_FORMAT, compileTemplate } from "@storyframe/canvas/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../cliCommands";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import { ContentPublisher } from "./folder/contentPublisher";
import { readContentFolder } from "./folder/readContentFolder";

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

type AnsweredTemplate = { jsx: string; compiled: { format: number; tree?: unknown; error?: unknown } };

describe.each(databaseKinds)("templates compiled on the server, on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  let viewer: string;
  let work: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    work = mkdtempSync(join(tmpdir(), "storyframe-compiled-"));
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      { kind: "storyline", name: "ops", object: storyline },
      {
        kind: "template",
        name: "ops/overview",
        object: { jsx: '<h2>{frame.title}</h2><Include path="shared/note"/>', css: "", includes: ["shared/note"] },
      },
      { kind: "template", name: "shared/note", object: { jsx: "<p>note</p>", css: "", includes: [] } },
    ]);
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  const call = (method: "GET" | "PUT", url: string, token: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main", branchstate: "clean" },
      ...(body === undefined ? {} : { payload: body }),
    });
  const templatesOfStoryline = async (): Promise<Record<string, AnsweredTemplate>> =>
    (await call("GET", "/api/web/v1/storylines/ops", viewer)).json().templates;
  const versionOf = async (name: string) =>
    (await t.services.contentRepository.get("demo", "main", "template", name))?.version;

  it("sends each template of a storyline with its compiled form", async () => {
    const templates = await templatesOfStoryline();
    expect(Object.keys(templates).sort()).toEqual(["ops/overview", "shared/note"]);
    for (const template of Object.values(templates)) {
      expect(template.compiled.format).toBe(COMPILED_TEMPLATE_FORMAT);
      expect(template.compiled).toEqual(JSON.parse(JSON.stringify(compileTemplate(template.jsx))));
    }
  });

  it("refuses to save a template that does not parse, with the parse error's texts, and saves nothing", async () => {
    const version = await versionOf("shared/note");
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      id: "ops/overview",
      jsx: '<h2>{frame.title}</h2><Include path="shared/note"/>',
      version: await versionOf("ops/overview"),
      includes: [{ id: "shared/note", jsx: "<p>{)}</p>", version }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("An error occurred while parsing template.");
    expect(response.json().errors).toEqual({
      jsx: ["Template 'shared/note': JSX error: Unexpected token (line 1, column 5)"],
    });
    expect(await versionOf("shared/note")).toBe(version);
  });

  it("refuses refused syntax at save time too, with its reason", async () => {
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      id: "shared/note",
      jsx: "<p>{frame.constructor}</p>",
      version: await versionOf("shared/note"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.jsx).toEqual([
      "Template 'shared/note': JSX error: Access to 'constructor' is not allowed in templates (line 1, column 11)",
    ]);
  });

  it("sends the new compiled form once a template is saved", async () => {
    const before = (await templatesOfStoryline())["shared/note"];
    const saved = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      id: "shared/note",
      jsx: "<p>{frame.note ?? 'no note'}</p>",
      version: await versionOf("shared/note"),
    });
    expect(saved.statusCode).toBe(200);
    const after = (await templatesOfStoryline())["shared/note"];
    expect(after?.jsx).toBe("<p>{frame.note ?? 'no note'}</p>");
    expect(after?.compiled).not.toEqual(before?.compiled);
    expect(after?.compiled).toEqual(JSON.parse(JSON.stringify(compileTemplate("<p>{frame.note ?? 'no note'}</p>"))));
  });

  it("validates and pushes a folder with a template that does not parse, reporting it, and sends its parse error", async () => {
    const folder = join(work, "content");
    const files: Record<string, string> = {
      "storylines/ops/storyline.json": JSON.stringify(storyline),
      "templates/ops/overview.jsx": '<h2>{frame.title}</h2>\n<Include path="shared/note" />\n',
      "templates/shared/note.jsx": "<p>\n  {a +}\n</p>\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    const read = readContentFolder(folder);
    expect(read.problems).toEqual([]);
    expect(read.warnings).toEqual([
      {
        file: "templates/shared/note.jsx",
        path: "line 2, column 7",
        message: "An error occurred while parsing template. JSX error: Unexpected token (line 2, column 7)",
      },
    ]);
    const validated = await runCli(["content", "validate", folder], () => {
      throw new Error("content validate needs no installation");
    });
    expect(validated).toBe(
      `${folder}: 3 objects, no problems.\n1 warning(s)\n` +
        "templates/shared/note.jsx (line 2, column 7): An error occurred while parsing template. JSX error: Unexpected token (line 2, column 7)",
    );
    const pushed = await new ContentPublisher(t.services.contentRepository, t.services.branches).push(
      folder,
      "demo",
      "main",
    );
    expect(pushed.ok && pushed.warnings.length).toBe(1);
    const templates = await templatesOfStoryline();
    expect(templates["shared/note"]?.compiled).toEqual({
      format: COMPILED_TEMPLATE_FORMAT,
      error: { reason: "Unexpected token", line: 2, column: 7 },
    });
    expect(templates["ops/overview"]?.compiled.tree).toBeDefined();
  });
});
