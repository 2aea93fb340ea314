import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";
import { ContentPublisher } from "./contentPublisher";
import { readContentFolder } from "./readContentFolder";

function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function readTree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else out[relative(root, path)] = readFileSync(path, "utf8");
    }
  };
  visit(root);
  return out;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const SAMPLE: Record<string, string> = {
  "menu.json": json({ items: [{ name: "ops", title: "Operations", storyline: "ops", displayOrder: 1 }] }),
  "storylines/ops/storyline.json": json({
    name: "ops",
    title: "Operations",
    dataSources: ["loads"],
    parameterValues: { site: null },
    chapters: [
      { name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "Loads", templateName: "ops/loads" }] }] },
    ],
  }),
  "templates/ops/loads.jsx":
    '<section className="loads">\n  <Include path="shared/header" />\n  <p>{ds.loads.length} loads</p>\n</section>\n',
  "templates/ops/loads.css": ".loads { padding: 8px; }\n",
  "templates/shared/header.jsx": "<h2>{frame.title}</h2>\n",
  "datasources/loads.json": json({
    name: "loads",
    apiEndpoint: ["fleet", "loads"],
    parameters: [{ name: "site", isOptional: true }],
  }),
  "data/fleet/loads.sql": "SELECT * FROM fleet_loads WHERE ($site IS NULL OR from_site = $site)\n",
  "data/fleet/loads.json": json({ connection: "default", parameters: [{ name: "site", type: "string" }] }),
  "data/README.md": "Tables used by the endpoints.\n",
};

describe.each(databaseKinds)("content folders on %s", (kind) => {
  let t: TestApp;
  let publisher: ContentPublisher;
  let work: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    publisher = new ContentPublisher(t.services.contentRepository, t.services.branches);
    // A tenant of its own, whose main branch starts empty.
    await t.services.tenantService.create({ domainName: "acme", tenantName: "Acme" });
    work = mkdtempSync(join(tmpdir(), "storyframe-content-"));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  it("pushes a folder, pulls it back byte for byte, and a second push changes nothing", async () => {
    const source = join(work, "source");
    writeTree(source, SAMPLE);
    await t.services.branches.create("acme", "round-trip", "main", null);

    const first = await publisher.push(source, "acme", "round-trip");
    expect(first).toEqual({ ok: true, outcome: { created: 6, updated: 0, deleted: 0, unchanged: 0 }, warnings: [] });

    const pulled = join(work, "pulled");
    await publisher.pull("acme", "round-trip", pulled);
    const { "data/README.md": _readme, ...contentFiles } = SAMPLE;
    expect(readTree(pulled)).toEqual(contentFiles);

    const second = await publisher.push(pulled, "acme", "round-trip");
    expect(second).toEqual({ ok: true, outcome: { created: 0, updated: 0, deleted: 0, unchanged: 6 }, warnings: [] });
    const versions = (await t.services.contentRepository.list("acme", "round-trip")).map((o) => o.version);
    expect(versions.every((v) => v === 1)).toBe(true);
  });

  it("mirrors the folder: a changed file gets a new version, a removed one is deleted", async () => {
    const source = join(work, "mirror");
    writeTree(source, SAMPLE);
    await t.services.branches.create("acme", "mirror", "main", null);
    await publisher.push(source, "acme", "mirror");
    writeFileSync(join(source, "templates/shared/header.jsx"), "<h3>{frame.title}</h3>\n");
    rmSync(join(source, "templates/ops/loads.css"));
    const result = await publisher.push(source, "acme", "mirror");
    expect(result).toEqual({ ok: true, outcome: { created: 0, updated: 2, deleted: 0, unchanged: 4 }, warnings: [] });
    const header = await t.services.contentRepository.get("acme", "mirror", "template", "shared/header");
    expect(header?.version).toBe(2);
  });

  it("pushes nothing at all when the folder has a problem", async () => {
    const source = join(work, "broken-push");
    writeTree(source, { ...SAMPLE, "templates/shared/header.jsx": '<Include path="shared/missing" />\n' });
    await t.services.branches.create("acme", "atomic", "main", null);
    const result = await publisher.push(source, "acme", "atomic");
    expect(result.ok).toBe(false);
    expect(await t.services.contentRepository.list("acme", "atomic")).toEqual([]);
  });
});

describe("content validation", () => {
  it("finds no problem in the demo tenant's content, and every template parses", () => {
    const folder = readContentFolder(join(import.meta.dirname, "../../../../../content/demo"));
    expect(folder.problems).toEqual([]);
    expect(folder.warnings).toEqual([]);
    expect(folder.objects.filter((o) => o.kind === "storyline").length).toBeGreaterThanOrEqual(4);
  });

  it("reports every error of a deliberately broken copy with its file and path", () => {
    const root = mkdtempSync(join(tmpdir(), "storyframe-broken-"));
    try {
      writeTree(root, SAMPLE);
      writeTree(root, {
        "menu.json": json({ items: [{ name: "ops", title: "Operations", storyline: "gone" }] }),
        "storylines/ops/storyline.json": json({
          name: "ops",
          title: "Operations",
          dataSources: ["nowhere"],
          filters: [
            {
              parameter: "site",
              label: "Site",
              type: "select",
              optionsFrom: { dataSource: "absent", valueField: "id" },
            },
          ],
          chapters: [
            { name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "ops/missing" }] }] },
          ],
        }),
        "datasources/loads.json": json({ name: "loads", apiEndpoint: ["fleet", "unknown"] }),
        "data/fleet/loads.json": json({ connection: "default", parameters: [] }),
        "data/fleet/orphan.json": json({ connection: "default" }),
        "templates/lonely.css": ".x {}\n",
        "datasources/bad.json": "{ not json",
      });
      const { problems } = readContentFolder(root);
      const lines = problems.map((p) => `${p.file} | ${p.path} | ${p.message}`);
      expect(lines).toEqual(
        expect.arrayContaining([
          "menu.json | items.0.storyline | names the storyline 'gone', which does not exist",
          "storylines/ops/storyline.json | dataSources.0 | names the data source 'nowhere', which does not exist",
          "storylines/ops/storyline.json | filters.0.optionsFrom.dataSource | names the data source 'absent', which does not exist",
          "storylines/ops/storyline.json | chapters.0.pages.0.paragraphs.0.templateName | names the template 'ops/missing', which does not exist",
          "datasources/loads.json | apiEndpoint | names the endpoint 'fleet/unknown', but data/fleet/unknown.sql does not exist",
          "data/fleet/loads.sql | $site | is used in the query but not declared as a parameter",
          "data/fleet/orphan.json |  | has no query: data/fleet/orphan.sql is missing",
          "templates/lonely.css |  | has no template: templates/lonely.jsx is missing",
        ]),
      );
      expect(lines.some((line) => line.startsWith("datasources/bad.json |  | is not valid JSON"))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
