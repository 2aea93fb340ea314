import { buildIfChanged } from "./lib/build.mjs";
import { ensureDependencies } from "./lib/install.mjs";

await ensureDependencies();
await buildIfChanged({ force: process.argv.includes("--force") });
