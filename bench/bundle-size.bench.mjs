import { join } from "node:path";
import { BUDGET_BYTES, measureInitialBundle } from "./bundleSize.mjs";

const webDist = join(import.meta.dirname, "../packages/web/dist");
const { rows, js, css, homeChunkIncluded } = measureInitialBundle(webDist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log("SPA initial download for the home route (gzip, level 9)");
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
}
if (!homeChunkIncluded) console.log("  (the home page is part of the entry chunk)");
const total = js + css;
console.log(
  `  JavaScript ${kb(js)} + CSS ${kb(css)} = ${kb(total)} gzip; budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? "within" : "OVER"}`,
);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
