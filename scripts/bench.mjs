import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureDependencies } from "./lib/install.mjs";
import { root } from "./lib/paths.mjs";
import { run, step } from "./lib/process.mjs";

/**
 * `npm run bench`: builds when needed, then runs every `bench/*.bench.{mjs,ts}` one after another (each
 * starts its own server, so none measures beside another) and prints their figures. `npm run bench --
 * viewer-load lighthouse` runs only the benches those words name: the bench of that exact name, else those whose
 * names contain the word.
 */
await ensureDependencies();
await buildIfChanged();
const wanted = process.argv.slice(2);
const all = readdirSync(join(root, "bench")).filter((name) => /\.bench\.(mjs|ts)$/.test(name));
const baseName = (name) => name.replace(/\.bench\.(mjs|ts)$/, "");
/** The benches a word names: the one of that exact name, else every one whose name contains it. */
const named = (word) => {
  const exact = all.filter((name) => baseName(name) === word);
  return exact.length > 0 ? exact : all.filter((name) => name.includes(word));
};
const benches = (wanted.length === 0 ? all : [...new Set(wanted.flatMap(named))]).sort();
if (benches.length === 0) {
  console.error(`No bench matches ${wanted.join(", ")}.`);
  process.exit(2);
}
const failed = [];
for (const file of benches) {
  step(`bench/${file}`);
  // TypeScript benches run through tsx, which the repository already uses for development.
  const loader = file.endsWith(".ts") ? ["--import", "tsx"] : [];
  if ((await run(process.execPath, [...loader, join(root, "bench", file)], { cwd: root })) !== 0) failed.push(file);
}
if (failed.length > 0) console.error(`\nFailed: ${failed.map((file) => `bench/${file}`).join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
