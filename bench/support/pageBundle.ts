import { createRequire } from "node:module";
import type { BuildOptions } from "esbuild";
import { root } from "./benchServer";

const require = createRequire(import.meta.url);

/**
 * How esbuild bundles a bench page from the sources: one minified script with production React, and acorn as its
 * ES module (the template parser's import). A bench adds its entry points and where they go.
 */
export const benchPageBuild: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  format: "iife",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  alias: { acorn: require.resolve("acorn").replace(/acorn\.js$/, "acorn.mjs") },
  logLevel: "warning",
};
