import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Budget for the shell's initial JavaScript + CSS on the home route, gzip. */
export const BUDGET_BYTES = 250 * 1024;

/** As the server: smaller answers go out uncompressed, larger ones without a build copy are compressed per request. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const SERVER_BROTLI_QUALITY = 4;

/**
 * The bytes a browser accepting brotli receives for `file`: the build's `.br` copy when there is one, else what
 * the server sends without it (brotli at its per-request level above the threshold, the file as it is below).
 */
function servedSize(webDist, file, content) {
  const copy = join(webDist, `${file}.br`);
  if (existsSync(copy)) return { encoding: "br", bytes: statSync(copy).size };
  if (content.length < COMPRESSION_THRESHOLD_BYTES) return { encoding: "identity", bytes: content.length };
  const params = { [constants.BROTLI_PARAM_QUALITY]: SERVER_BROTLI_QUALITY };
  return { encoding: "br per request", bytes: brotliCompressSync(content, { params }).length };
}

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

/** The manifest key of the SPA's entry chunk (`index.html`; the build's other pages have entries of their own). */
export function entryKey(manifest) {
  if (!manifest["index.html"]?.isEntry) throw new Error("The manifest has no entry chunk for index.html.");
  return "index.html";
}

/**
 * Reads Vite's manifest and adds up what a browser downloads before the home
 * page shows: the entry chunk, its static imports, the lazily loaded home
 * page chunk with its static imports, and their CSS. Each file's size is given
 * raw, gzip (level 9, what the budget counts) and as transferred (`served`).
 */
export function measureInitialBundle(webDist) {
  const manifest = readManifest(webDist);
  const home = Object.keys(manifest).find((key) => key.endsWith("src/shell/HomePage.tsx"));
  const files = staticClosure(manifest, home ? [entryKey(manifest), home] : [entryKey(manifest)]);

  const rows = [...files].map((file) => {
    const content = readFileSync(join(webDist, file));
    const served = servedSize(webDist, file, content);
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, served };
  });
  const total = (kind, size = (row) => row.gzip) =>
    rows.filter((r) => r.file.endsWith(kind)).reduce((sum, r) => sum + size(r), 0);
  const all = (size) => total(".js", size) + total(".css", size);
  return {
    rows,
    js: total(".js"),
    css: total(".css"),
    raw: all((row) => row.raw),
    transferred: all((row) => row.served.bytes),
    homeChunkIncluded: Boolean(home),
  };
}
