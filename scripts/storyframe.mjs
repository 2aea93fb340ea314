import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureDependencies } from "./lib/install.mjs";
import { root, serverDist } from "./lib/paths.mjs";

/** `npm run storyframe -- <command>`: the administration CLI, built on demand. */
await ensureDependencies();
await buildIfChanged();
const cli = spawn(process.execPath, [join(serverDist, "cli.js"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
cli.on("exit", (code) => process.exit(code ?? 1));
