import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM, median, percentile, root } from "./support/benchServer";
import { benchPageBuild, benchPageHtml } from "./support/pageBundle";

/**
 * (Diagrams) The value-driver tree of 1,000 nodes, the flow chart of 300 nodes and 400 links and the Gantt chart of
 * 2,000 items in headless Chromium, production React, each beside a plain page that draws the same figure with
 * the DOM alone, alternately in the same run: the time from the draw call to the figure painted, and the time
 * between animation frames while a script zooms the tree or scrolls the plan (frame-rate limit off, so a frame
 * takes what its work takes). The pages are bench/diagrams/*Page.ts(x), bundled by esbuild; the tree's page draws
 * through `@storyframe/canvas/valueDriverTree`, the entry of `/public/headless-vdt`.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FRAMES = 120;
const VIEWPORT = { width: 1400, height: 900 };

/** Vite's `?inline` stylesheet imports (SVAR's styles) as text, as the app's build gives them. */
const inlineCss: Plugin = {
  name: "inline-css",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\?inline$/ }, async (args) => {
      const resolved = await esbuild.resolve(args.path.replace(/\?inline$/, ""), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      });
      return { path: resolved.path, namespace: "inline-css" };
    });
    esbuild.onLoad({ filter: /.*/, namespace: "inline-css" }, (args) => ({
      contents: readFileSync(args.path, "utf8"),
      loader: "text",
    }));
  },
};

const PAGES = ["vdtPage", "vdtPlainPage", "flowChartPage", "flowPlainPage", "ganttPage", "ganttPlainPage"];
const outDir = mkdtempSync(join(tmpdir(), "storyframe-bench-diagrams-"));
await build({
  ...benchPageBuild,
  entryPoints: Object.fromEntries(
    PAGES.map((name) => {
      const source = join(root, `bench/diagrams/${name}.ts`);
      return [name, existsSync(source) ? source : `${source}x`];
    }),
  ),
  outdir: outDir,
  plugins: [inlineCss],
});
for (const name of PAGES) {
  writeFileSync(join(outDir, `${name}.html`), benchPageHtml(name, { styles: existsSync(join(outDir, `${name}.css`)) }));
}

type Page = { readonly label: string; readonly file: string };
type Figure = {
  readonly name: string;
  readonly draw: { readonly label: string; readonly goalMs: number };
  readonly move?: { readonly label: string; readonly goalMs: number };
  readonly component: Page;
  readonly plain: readonly Page[];
};

const FIGURES: readonly Figure[] = [
  {
    name: "Value-driver tree, 1,000 nodes",
    draw: { label: "first paint", goalMs: 200 },
    move: { label: `zoom frame p95 (${FRAMES} wheel frames, in across 0.8 and out)`, goalMs: 16 },
    component: { label: "ValueDriverTree (renderValueDriverTree)", file: "vdtPage.html" },
    plain: [{ label: "plain: 1,000 divs + SVG paths, CSS transform zoom", file: "vdtPlainPage.html" }],
  },
  {
    name: "Flow chart, 300 nodes and 400 links",
    draw: { label: "layout to visible", goalMs: 300 },
    component: { label: "FlowChart (measure, dagre, fit, show)", file: "flowChartPage.html" },
    plain: [
      { label: "plain: dagre directly, 300 divs + SVG lines", file: "flowPlainPage.html" },
      { label: "plain: the same on a grid, no layout", file: "flowPlainPage.html#grid" },
    ],
  },
  {
    name: "Gantt chart, 2,000 items",
    draw: { label: "first paint", goalMs: 500 },
    move: { label: `scroll frame p95 (${FRAMES} frames of 60 px)`, goalMs: 16 },
    component: { label: "Gantt (SVAR React Gantt, month scale)", file: "ganttPage.html" },
    plain: [{ label: "plain: 2,000 rows of name + bar in a scrolled div", file: "ganttPlainPage.html" }],
  },
];

type Samples = { draws: number[]; frames: number[] };

/** One fresh page: draws, rests, then zooms or scrolls when the figure has a movement. */
async function measure(browser: Browser, page: Page, figure: Figure, into: Samples, shot?: string): Promise<void> {
  const tab = await browser.newPage({ viewport: VIEWPORT });
  tab.on("pageerror", (error) => console.error(`    page error (${page.file}): ${error.message}`));
  try {
    await tab.goto(pathToFileURL(join(outDir, page.file.replace(/#.*/, ""))).href + page.file.replace(/^[^#]*/, ""));
    into.draws.push((await tab.evaluate("window.diagramBench.draw()")) as number);
    if (figure.move !== undefined) {
      await tab.waitForTimeout(300);
      into.frames.push(...((await tab.evaluate(`window.diagramBench.move(${FRAMES})`)) as number[]));
    }
    if (shot !== undefined) await tab.screenshot({ path: shot });
  } finally {
    await tab.close();
  }
}

const ms = (value: number) => `${value.toFixed(value < 20 ? 1 : 0)} ms`;
const row = (cells: string[], widths: number[]) =>
  cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");

const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, "--disable-frame-rate-limit", "--disable-gpu-vsync"],
  headless: true,
});
try {
  const lines: string[][] = [];
  for (const figure of FIGURES) {
    const pages = [figure.component, ...figure.plain];
    const samples = new Map(pages.map((page) => [page, { draws: [], frames: [] } as Samples]));
    // Round 0 warms the browser's code caches; the pages take turns so that the machine's load falls on all.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const page of pages) {
        const into = round === 0 ? { draws: [], frames: [] } : (samples.get(page) as Samples);
        const shot =
          round === ROUNDS && page === figure.component
            ? join(tmpdir(), `storyframe-bench-${page.file.replace(/Page\.html$/, "")}.png`)
            : undefined;
        await measure(browser, page, figure, into, shot);
      }
    }
    const component = samples.get(figure.component) as Samples;
    const plain = samples.get(figure.plain[0] as Page) as Samples;
    const drawn = median(component.draws);
    lines.push([
      figure.name,
      figure.draw.label,
      ms(drawn),
      ...figure.plain.map((page) => ms(median((samples.get(page) as Samples).draws))).slice(0, 1),
      `${(drawn / median(plain.draws)).toFixed(1)} ×`,
      `≤ ${figure.draw.goalMs} ms`,
      drawn <= figure.draw.goalMs ? "met" : "NOT met",
    ]);
    for (const extra of figure.plain.slice(1)) {
      const extraDraw = median((samples.get(extra) as Samples).draws);
      lines.push(["", `  ${extra.label}`, "", ms(extraDraw), `${(drawn / extraDraw).toFixed(1)} ×`, "", ""]);
    }
    if (figure.move !== undefined) {
      const p95 = percentile(component.frames, 0.95);
      const plainP95 = percentile(plain.frames, 0.95);
      lines.push([
        "",
        figure.move.label,
        `${ms(p95)} (median ${ms(median(component.frames))})`,
        `${ms(plainP95)} (median ${ms(median(plain.frames))})`,
        `${(p95 / plainP95).toFixed(1)} ×`,
        `≤ ${figure.move.goalMs} ms`,
        p95 <= figure.move.goalMs ? "met" : "NOT met",
      ]);
    }
    console.log(`  measured: ${figure.component.label} beside ${figure.plain.map((page) => page.label).join("; ")}`);
  }
  const header = ["figure", "measure", "component", "plain page", "ratio", "goal", ""];
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => (line[index] ?? "").length)));
  console.log(
    `(Diagrams) headless Chromium, production React, median of ${ROUNDS} fresh pages each, pages alternating`,
  );
  console.log(`  ${row(header, widths)}`);
  console.log(
    `  ${row(
      widths.map((width) => "-".repeat(width)),
      widths,
    )}`,
  );
  for (const line of lines) console.log(`  ${row(line, widths)}`);
  console.log(
    `  Frame p95 is over the frames of all ${ROUNDS} rounds; screenshots: ${tmpdir()}/storyframe-bench-*.png`,
  );
} finally {
  await browser.close();
  rmSync(outDir, { recursive: true, force: true });
}
