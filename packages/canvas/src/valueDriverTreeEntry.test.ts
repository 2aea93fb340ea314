// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** Our files the `@storyframe/canvas/valueDriverTree` entry loads, and the packages it imports, as a bundler sees them. */
async function loadedByEntry(): Promise<{ files: string[]; packages: string[] }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./valueDriverTree.ts", import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: "browser",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const packages = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((imported) => imported.external).map((imported) => imported.path),
  );
  return { files: Object.keys(result.metafile.inputs), packages: [...new Set(packages)].sort() };
}

describe("the value-driver tree entry", () => {
  it("loads the tree and its cards, never the registry or another component", async () => {
    const { files } = await loadedByEntry();
    expect(files.some((file) => file.endsWith("diagrams/ValueDriverTree/ValueDriverTree.tsx"))).toBe(true);
    expect(files.filter((file) => /(registry|docsRegistry|templateComponents)\.tsx?$/.test(file))).toEqual([]);
    // A component lives in components/<family>/<Name>/; helpers in shared folders are not components.
    const components = new Set(files.flatMap((file) => /\/components\/\w+\/([A-Z]\w*)\//.exec(file)?.[1] ?? []));
    expect([...components].sort()).toEqual(["ValueDriverTree", "VdtNode"]);
  });

  it("imports no UI library or other diagram library, only React and d3-hierarchy to draw", async () => {
    const { packages } = await loadedByEntry();
    expect(packages).toContain("d3-hierarchy");
    const heavy = /^(@mui|@emotion|@xyflow|@dagrejs|@svar-ui|echarts|vis-|@tanstack|dompurify|react-markdown)/;
    expect(packages.filter((name) => heavy.test(name))).toEqual([]);
  });
});
