import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and source maps are left alone (maps are fetched only by devtools). */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

/** Below this a compressed copy saves less than its headers cost; the server answers such files as they are. */
const MIN_BYTES = 1024;

/** Files whose compression runs at once; zlib's async calls spread them over the libuv thread pool. */
const PARALLEL = 4;

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the built web application, so the server sends them as they are instead of compressing per request.
 * A copy that would not be smaller is not written. Returns what was compressed.
 */
export async function precompressDirectory(dir) {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const result = await precompressFile(file);
      if (result) results.push(result);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

async function precompressFile(file) {
  if ((await stat(file)).size < MIN_BYTES) return undefined;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return { file, raw: content.length, br: br.length, gzip: gz.length };
}

/** Every file under `dir`, skipping dot folders (Vite's `.vite` manifest is never served). */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}
