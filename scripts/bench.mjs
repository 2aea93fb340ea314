import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureDependencies } from "./lib/install.mjs";
import { root } from "./lib/paths.mjs";
import { run, step } from "./lib/process.mjs";

/** `npm run bench`: builds when needed, then runs every `bench/*.bench.{mjs,ts}` and prints their figures. */
await ensureDependencies();
await buildIfChanged();
let failed = 0;
const benches = readdirSync(join(root, "bench")).filter((name) => /\.bench\.(mjs|ts)$/.test(name));
for (const file of benches.sort()) {
  step(`bench/${file}`);
  // TypeScript benches run through tsx, which the repository already uses for development.
  const loader = file.endsWith(".ts") ? ["--import", "tsx"] : [];
  if ((await run(process.execPath, [...loader, join(root, "bench", file)], { cwd: root })) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
