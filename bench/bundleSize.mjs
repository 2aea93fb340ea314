import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Budget for the shell's initial JavaScript + CSS on the home route, gzip. */
export const BUDGET_BYTES = 250 * 1024;

/** Vite's manifest of the built SPA in `webDist`. */
export function readManifest(webDist) {
  return JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
}

/** The files the manifest's `keys` pull in through static imports (JavaScript and CSS). */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest key of the SPA's entry chunk. */
export function entryKey(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("The manifest has no entry chunk.");
  return entry;
}

/**
 * Reads Vite's manifest and adds up what a browser downloads before the home
 * page shows: the entry chunk, its static imports, the lazily loaded home
 * page chunk with its static imports, and their CSS.
 */
export function measureInitialBundle(webDist) {
  const manifest = readManifest(webDist);
  const home = Object.keys(manifest).find((key) => key.endsWith("src/shell/HomePage.tsx"));
  const files = staticClosure(manifest, home ? [entryKey(manifest), home] : [entryKey(manifest)]);

  const rows = [...files].map((file) => {
    const content = readFileSync(join(webDist, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = (kind) => rows.filter((r) => r.file.endsWith(kind)).reduce((sum, r) => sum + r.gzip, 0);
  return { rows, js: total(".js"), css: total(".css"), homeChunkIncluded: Boolean(home) };
}
