// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** Every file the `@storyframe/canvas/engine` entry loads, ours and its libraries', as a bundler follows them. */
async function filesLoadedByEngine(): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./engine.ts", import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}

/** The files of the `@storyframe/canvas` entry's own chunk and of the chunks it loads on demand, bundled with splitting. */
async function chunksOfComponentEntry(): Promise<{ entry: string[]; onDemand: string[] }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    outdir: "/virtual",
    platform: "browser",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const outputs = Object.values(result.metafile.outputs);
  const entry = outputs.find((output) => output.entryPoint?.endsWith("src/index.ts") === true);
  const staticFiles = new Set<string>();
  const visit = (output: (typeof outputs)[number]) => {
    for (const file of Object.keys(output.inputs)) staticFiles.add(file);
    for (const imported of output.imports) {
      const next = imported.kind === "import-statement" ? result.metafile.outputs[imported.path] : undefined;
      if (next !== undefined) visit(next);
    }
  };
  if (entry !== undefined) visit(entry);
  const all = outputs.flatMap((output) => Object.keys(output.inputs));
  return { entry: [...staticFiles], onDemand: all.filter((file) => !staticFiles.has(file)) };
}

describe("the engine entry", () => {
  it("loads neither React nor any component, directly or through its imports", async () => {
    const files = await filesLoadedByEngine();
    expect(files.some((file) => file.endsWith("template/includedTemplatePaths.ts"))).toBe(true);
    expect(files.some((file) => file.endsWith("template/compileTemplate.ts"))).toBe(true);
    expect(files.filter((file) => /node_modules\/(react|react-dom|@mui|@emotion)\//.test(file))).toEqual([]);
    expect(files.filter((file) => /\/src\/components\//.test(file) || /\.tsx$/.test(file))).toEqual([]);
  });
});

describe("the component entry", () => {
  it("reaches the template parser only through the chunk it loads on demand", async () => {
    const { entry, onDemand } = await chunksOfComponentEntry();
    expect(entry.some((file) => file.endsWith("template/TemplateView.tsx"))).toBe(true);
    expect(
      entry.filter((file) => /template\/(parseTemplate|toTemplateAst|evaluateExpression)\.ts$/.test(file)),
    ).toEqual([]);
    expect(onDemand.some((file) => file.endsWith("template/parseTemplate.ts"))).toBe(true);
  });

  it("leaves the HTML sanitiser and the component docs to the chunks that use them", async () => {
    const { entry, onDemand } = await chunksOfComponentEntry();
    expect(entry.filter((file) => /(shared\/sanitizeHtml|docsRegistry|\.docs)\.ts$/.test(file))).toEqual([]);
    expect(onDemand.some((file) => file.endsWith("components/shared/sanitizeHtml.ts"))).toBe(true);
    expect(onDemand.some((file) => file.endsWith("docsRegistry.ts"))).toBe(true);
  });
});
