import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfChanged } from "./lib/build.mjs";
import { ensureDependencies } from "./lib/install.mjs";
import { root, serverDist } from "./lib/paths.mjs";

/** `npm start`: install when the lock file changed, build when sources changed, then serve. */
try {
  await ensureDependencies();
  await buildIfChanged();
} catch (error) {
  process.stderr.write(`\nStoryframe could not be prepared: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

const server = spawn(process.execPath, ["--enable-source-maps", join(serverDist, "main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
