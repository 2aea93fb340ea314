/**
 * The template engine on 2,000 elements (a section, a heading, a paragraph, a
 * table, its body and 399 rows of five elements with formatted cells), in two
 * shapes: every element written out in the template (the worst case: 160 KB
 * of JSX), and the rows rendered by `.map` over the data, as the demo
 * templates do. For each: parsing cold, rendering the first time, and
 * rendering again with the parsed template cached (median of ROUNDS; goal
 * ≤ 10 ms). A render is evaluating the template to React elements plus
 * react-dom/server's renderToString, with React's production build unless
 * NODE_ENV says otherwise. The same markup written directly in React is
 * timed too, to tell the engine's cost from React's and Intl's here.
 */
import { performance } from "node:perf_hooks";

// React is loaded after this line (dynamic imports below), so it picks the build NODE_ENV names.
process.env.NODE_ENV ??= "production";

const { createElement } = await import("react");
const { renderToString } = await import("react-dom/server");
const { formatDate, formatNumber, formatPercent, renderTemplate } = await import("@storyframe/canvas");
const { parseTemplate } = await import("@storyframe/canvas/engine");
const { clearTemplateCache } = await import("@storyframe/canvas/testing");

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const ROWS = 399;
const GOAL_MS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function time<T>(work: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = work();
  return { ms: performance.now() - started, result };
}

const frame = {
  title: "Tonnes by truck",
  rows: Array.from({ length: ROWS }, (_, i) => ({
    name: `HT-${String(i).padStart(3, "0")}`,
    tonnes: 1000 + i * 13.7,
    share: (i % 100) / 100,
    day: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`,
  })),
};

/** One row of five elements; `row` is the expression for the row's data. */
const rowJsx = (row: string, key: string) =>
  [
    `    <tr${key} className={"row row--" + (${row}.share > 0.5 ? "high" : "low")}>`,
    `      <td>{${row}.name}</td>`,
    `      <td className="num">{fmt.number(${row}.tonnes, 1)} t</td>`,
    `      <td title={fmt.percent(${row}.share, 1)}>{${row}.share === null ? "—" : fmt.percent(${row}.share, 0)}</td>`,
    `      <td>{fmt.date(${row}.day, "D MMM YYYY")}</td>`,
    "    </tr>",
  ].join("\n");

const page = (rows: string) =>
  [
    '<section className="bench">',
    "  <h3>{frame.title}</h3>",
    `  <p>{params.site ? \`Loads at \${params.site}\` : "All sites"}</p>`,
    '  <table className="bench__table">',
    "  <tbody>",
    rows,
    "  </tbody>",
    "  </table>",
    "</section>",
  ].join("\n");

const writtenOut = page(Array.from({ length: ROWS }, (_, i) => rowJsx(`frame.rows[${i}]`, "")).join("\n"));
const mapped = page(`  {frame.rows.map((r) => (\n${rowJsx("r", " key={r.name}")}\n  ))}`);

const byHand = () =>
  renderToString(
    createElement(
      "section",
      { className: "bench" },
      createElement("h3", null, frame.title),
      createElement("p", null, "Loads at North"),
      createElement(
        "table",
        { className: "bench__table" },
        createElement(
          "tbody",
          null,
          ...frame.rows.map((row) =>
            createElement(
              "tr",
              { key: row.name, className: `row row--${row.share > 0.5 ? "high" : "low"}` },
              createElement("td", null, row.name),
              createElement("td", { className: "num" }, formatNumber(row.tonnes, 1), " t"),
              createElement("td", { title: formatPercent(row.share, 1) }, formatPercent(row.share, 0)),
              createElement("td", null, formatDate(row.day, "D MMM YYYY")),
            ),
          ),
        ),
      ),
    ),
  );

function measure(label: string, jsx: string): string {
  const options = { templates: { bench: { jsx, css: "" } }, scope: { frame, params: { site: "North" }, ds: {} } };
  const render = () => renderToString(renderTemplate("bench", options).node);
  clearTemplateCache();
  const cold = time(() => parseTemplate(jsx));
  const warm = Array.from({ length: 5 }, () => {
    clearTemplateCache();
    return time(() => parseTemplate(jsx)).ms;
  });
  const first = time(render);
  const cached: number[] = [];
  const evaluation: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    cached.push(time(render).ms);
    evaluation.push(time(() => renderTemplate("bench", options)).ms);
  }
  const rendered = (first.result.match(/<[a-z]/g) ?? []).length;
  const cachedMedian = median(cached);
  console.log(
    `${label}: ${jsx.length.toLocaleString("en-US")} characters of JSX, ${rendered.toLocaleString("en-US")} elements rendered`,
  );
  console.log(
    `    cold parse: ${cold.ms.toFixed(1)} ms (parsed again without the cache: median ${median(warm).toFixed(1)} ms)`,
  );
  console.log(`    first render: ${first.ms.toFixed(1)} ms`);
  console.log(
    `    cached re-render: median ${cachedMedian.toFixed(2)} ms of ${ROUNDS} (evaluation alone ${median(evaluation).toFixed(2)} ms), goal ≤ ${GOAL_MS} ms: ${cachedMedian <= GOAL_MS ? "met" : "NOT met"}`,
  );
  return first.result;
}

console.log(`React ${process.env.NODE_ENV} build`);
const fromWrittenOut = measure("2,000 elements written out", writtenOut);
const fromMap = measure("2,000 elements from .map over 399 rows", mapped);
if (fromWrittenOut !== fromMap) throw new Error("the two templates rendered different HTML");
const handWritten: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) handWritten.push(time(byHand).ms);
console.log(`the same markup written directly in React: median ${median(handWritten).toFixed(2)} ms`);
