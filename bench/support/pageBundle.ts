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

/**
 * A bundled bench page's HTML: its stylesheet when it has one, the 1360 px wide #root it draws in (`hostElement`)
 * and its script, `<name>.js`.
 */
export function benchPageHtml(name: string, { title = name, styles = false } = {}): string {
  const stylesheet = styles ? `<link rel="stylesheet" href="${name}.css">` : "";
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${stylesheet}</head>` +
    `<body style="margin:16px;font-family:sans-serif"><div id="root" style="width:1360px"></div>` +
    `<script src="${name}.js"></script></body></html>`
  );
}
