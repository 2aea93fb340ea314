import { join } from "node:path";
import { BUDGET_BYTES, measureInitialBundle } from "./bundleSize.mjs";

const webDist = join(import.meta.dirname, "../packages/web/dist");
const { rows, js, css, raw, transferred, homeChunkIncluded } = measureInitialBundle(webDist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log("SPA initial download for the home route: raw, gzip (level 9) and transferred to a browser accepting br");
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  const served = `${kb(row.served.bytes).padStart(10)} ${row.served.encoding}`;
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip ${served}`);
}
if (!homeChunkIncluded) console.log("  (the home page is part of the entry chunk)");
const total = js + css;
console.log(
  `  JavaScript ${kb(js)} + CSS ${kb(css)} = ${kb(total)} gzip; budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? "within" : "OVER"}`,
);
console.log(`  Transferred: ${kb(transferred)} for ${kb(raw)} raw (${((100 * transferred) / raw).toFixed(1)} %)`);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
