import { join } from "node:path";
import { root } from "./paths.mjs";
import { run } from "./process.mjs";

/**
 * Knip over every workspace (configured in knip.json): fails on an unused file, dependency or export, an
 * export no other module imports (drop the `export` keyword if only its own file uses it), or a module that
 * exports the same thing twice. Resolves with knip's exit code.
 */
export function checkUnusedExports() {
  return run(process.execPath, [join(root, "node_modules/knip/bin/knip.js"), "--no-progress"], { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await checkUnusedExports());
}
