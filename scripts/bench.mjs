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
for (const file of readdirSync(join(root, "bench"))
  .filter((name) => name.endsWith(".bench.mjs"))
  .sort()) {
  step(`bench/${file}`);
  if ((await run(process.execPath, [join(root, "bench", file)], { cwd: root })) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
