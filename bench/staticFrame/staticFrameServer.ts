import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The first year the page shows, as the storyline's parameter does. */
export const STATIC_FIRST_YEAR = 2005;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Family size and life expectancy</title>
<style>
body { margin: 0; padding: 24px; font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; color: #263238; }
main { max-width: 1100px; margin: 0 auto; display: grid; gap: 16px; }
label { font-size: 14px; }
input { width: 6rem; margin-left: 8px; font: inherit; }
figure { margin: 0; display: grid; gap: 12px; }
figcaption { font-size: 14px; font-weight: 600; min-height: 20px; }
#chart { width: 100%; height: 420px; }
p { margin: 0; color: #455a64; font-size: 0.9rem; }
</style>
<script>window.firstRows = fetch("/data/countries-${STATIC_FIRST_YEAR}.json").then((response) => response.json());</script>
<script src="/chart.js" defer></script>
</head>
<body>
<main>
<h1>Family size and life expectancy</h1>
<label for="year">Year</label>
<input id="year" type="number" min="1955" max="2005" step="5" value="${STATIC_FIRST_YEAR}">
<figure>
<figcaption id="title"></figcaption>
<div id="chart" role="img" aria-label="Scatter chart of life expectancy against children per woman"></div>
<p>Bubbles are sized by population.</p>
</figure>
</main>
</body>
</html>
`;

type Asset = { type: string; identity: Buffer; br: Buffer; gzip: Buffer };

const asset = (type: string, identity: Buffer): Asset => ({
  type,
  identity,
  br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(identity, { level: 9 }),
});

/** The page's script: ECharts with only the parts the chart uses, minified, as a hand-written page ships it. */
async function bundleChartScript(): Promise<Buffer> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, "gapminderChart.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild wrote nothing");
  return Buffer.from(output.contents);
}

function send(request: IncomingMessage, response: ServerResponse, found: Asset | undefined): void {
  if (found === undefined) {
    response.writeHead(404).end();
    return;
  }
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const body = encoding === undefined ? found.identity : found[encoding];
  response.writeHead(200, {
    "content-type": found.type,
    "content-length": body.length,
    "cache-control": "no-cache",
    vary: "accept-encoding",
    ...(encoding === undefined ? {} : { "content-encoding": encoding }),
  });
  response.end(body);
}

export type StaticFrame = { url: string; scriptBytes: number; close(): Promise<void> };

/**
 * A static page of the gapminder frame on a bare node:http server on loopback: the page, its bundled script
 * and one JSON file of rows per year (the bytes Storyframe's data API answered), precompressed with brotli
 * and gzip and served by Accept-Encoding, as any static host would.
 */
export async function startStaticFrame(rowsByYear: ReadonlyMap<number, Buffer>): Promise<StaticFrame> {
  const script = await bundleChartScript();
  const assets = new Map<string, Asset>([
    ["/", asset("text/html; charset=utf-8", Buffer.from(page))],
    ["/chart.js", asset("text/javascript; charset=utf-8", script)],
  ]);
  for (const [year, rows] of rowsByYear) {
    assets.set(`/data/countries-${year}.json`, asset("application/json; charset=utf-8", rows));
  }
  const server = createServer((request, response) => send(request, response, assets.get(request.url ?? "")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    scriptBytes: script.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
