import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprint } from "./fingerprint.mjs";
import { root, serverDist, webDist } from "./paths.mjs";
import { precompressDirectory } from "./precompress.mjs";
import { step } from "./process.mjs";

const STAMP = join(serverDist, ".build-fingerprint");
const INPUTS = [
  "package-lock.json",
  "tsconfig.base.json",
  "scripts/lib/build.mjs",
  "scripts/lib/precompress.mjs",
  "packages/core/src",
  "packages/core/package.json",
  "packages/canvas/src",
  "packages/canvas/package.json",
  "packages/server/src",
  "packages/server/package.json",
  "packages/web/src",
  "packages/web/public",
  "packages/web/index.html",
  "packages/web/headless-vdt.html",
  "packages/web/package.json",
  "packages/web/vite.config.ts",
];

/** Builds the server bundle and the SPA unless their inputs are unchanged since the last build. */
export async function buildIfChanged({ force = false } = {}) {
  const current = fingerprint(root, INPUTS);
  const upToDate =
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8").trim() === current &&
    existsSync(join(serverDist, "main.js")) &&
    existsSync(join(webDist, "index.html"));
  if (upToDate && !force) return false;
  await buildServer();
  await buildWeb();
  writeFileSync(STAMP, `${current}\n`);
  return true;
}

async function buildServer() {
  step("Building the server…");
  const { build } = await import("esbuild");
  const pkg = JSON.parse(readFileSync(join(root, "packages/server/package.json"), "utf8"));
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@storyframe/"));
  await build({
    absWorkingDir: root,
    // The export's render thread is a module of its own, loaded by `new Worker` beside the bundle (renderThread.ts).
    entryPoints: {
      main: "packages/server/src/main.ts",
      cli: "packages/server/src/cli.ts",
      exportWorker: "packages/server/src/export/exportWorker.ts",
    },
    outdir: serverDist,
    bundle: true,
    splitting: true,
    platform: "node",
    target: "node20",
    format: "esm",
    sourcemap: true,
    external,
    logLevel: "warning",
  });
}

async function buildWeb() {
  step("Building the web application…");
  const { build } = await import("vite");
  await build({
    root: join(root, "packages/web"),
    logLevel: "warn",
    configFile: join(root, "packages/web/vite.config.ts"),
  });
  step("Compressing the web application (brotli and gzip copies)…");
  const started = performance.now();
  const compressed = await precompressDirectory(webDist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${compressed.length} files in ${seconds} s`);
}
