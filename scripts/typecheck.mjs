import { join } from "node:path";
import { root } from "./lib/paths.mjs";
import { run } from "./lib/process.mjs";

/** Type-checks every package; exits non-zero when any fails. */
export const TYPECHECKED = ["packages/core", "packages/canvas", "packages/server", "packages/web", "e2e", "bench"];

export async function typecheck(project) {
  return run(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, project, "tsconfig.json")],
    {
      cwd: root,
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  for (const project of TYPECHECKED) {
    if ((await typecheck(project)) !== 0) failed += 1;
  }
  process.exit(failed === 0 ? 0 : 1);
}
