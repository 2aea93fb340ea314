import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readContentFolder } from "./readContentFolder";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A content folder whose `secret-plans` storyline needs `finance::read` and reads `plans/totals` through a data source. */
function folderWithEndpoint(declaration: Record<string, unknown>): string {
  root = mkdtempSync(join(tmpdir(), "storyframe-required-tags-"));
  const files: Record<string, string> = {
    "storylines/secret-plans/storyline.json": JSON.stringify({
      name: "secret-plans",
      title: "Secret plans",
      requiredTags: ["finance::read"],
      chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "plans" }] }] }],
      dataSources: ["totals"],
    }),
    "templates/plans.jsx": "<p>Plans</p>",
    "datasources/totals.json": JSON.stringify({ name: "totals", apiEndpoint: ["plans", "totals"] }),
    "data/plans/totals.sql": "SELECT 1 AS total",
    "data/plans/totals.json": JSON.stringify(declaration),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("content validation of an endpoint's requiredTags", () => {
  it("refuses declared tags weaker than those of a storyline using the endpoint, naming the storyline", () => {
    const { problems } = readContentFolder(folderWithEndpoint({ requiredTags: [] }));
    expect(problems).toEqual([
      {
        file: "data/plans/totals.json",
        path: "requiredTags",
        message: "must include finance::read: the storyline 'secret-plans' uses this endpoint and needs finance::read",
      },
    ]);
  });

  it("accepts declared tags that include every using storyline's, and an endpoint that declares none", () => {
    expect(readContentFolder(folderWithEndpoint({ requiredTags: ["finance::read", "audit::read"] })).problems).toEqual(
      [],
    );
    expect(readContentFolder(folderWithEndpoint({})).problems).toEqual([]);
  });
});
