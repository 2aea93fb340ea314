import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, percentile, rssMiB, startServer } from "./support/benchServer";

/**
 * Tile serving throughput of the offline basemap (decision 076): the tiles a map needs around the demo mine from
 * southern Africa at zoom 4 down to the site at zoom 16, first as they are made (cold: each tile cut, encoded and
 * compressed on its first request), then from the server's cache under load, beside the same server's /healthz
 * (for scale: what any request costs it) and a bare node:http server answering a static
 * buffer of the tiles' mean size on the wire, in alternating rounds of the same run on the same machine.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const ROUNDS = 2;
/** A tile made on its first request arrives while the map is still filling in its view. */
const COLD_P95_GOAL_MS = 100;
const MINE = { latitude: -26.31, longitude: 28.13 };
const ZOOMS = { from: 4, to: 16 };
/** A block of tiles per zoom, about what a 1920×1080 map shows with MapLibre's 512-pixel tiles. */
const BLOCK = { columns: 5, rows: 4 };
const BROWSER_ENCODINGS = "gzip, deflate, br";

function tileAt(z: number, longitude: number, latitude: number): { x: number; y: number } {
  const size = 2 ** z;
  const radians = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * size),
    y: Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * size),
  };
}

function tilePaths(): string[] {
  const paths: string[] = [];
  for (let z = ZOOMS.from; z <= ZOOMS.to; z += 1) {
    const centre = tileAt(z, MINE.longitude, MINE.latitude);
    const last = 2 ** z - 1;
    for (let column = 0; column < BLOCK.columns; column += 1) {
      for (let row = 0; row < BLOCK.rows; row += 1) {
        const x = Math.min(last, Math.max(0, centre.x - 2 + column));
        const y = Math.min(last, Math.max(0, centre.y - 1 + row));
        paths.push(`/tiles/basemap/${z}/${x}/${y}.pbf`);
      }
    }
  }
  return [...new Set(paths)];
}

async function load(base: string, paths: string[]) {
  const latencies: number[] = [];
  const instance = autocannon(
    {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { "accept-encoding": BROWSER_ENCODINGS },
      requests: paths.map((path) => ({ method: "GET", path })),
    },
    () => {},
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await new Promise<autocannon.Result>((resolve) => instance.on("done", resolve));
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    errors: result.errors + result.non2xx,
  };
}

/**
 * The baseline in a process of its own, as the server is, so that neither shares a thread with the load
 * generator: node:http answering one static buffer with a tile's headers.
 */
async function startBareServer(size: number): Promise<{ base: string; stop(): void }> {
  const code = `
    const body = Buffer.alloc(${size}, 7);
    const server = require("node:http").createServer((_request, response) => {
      response.writeHead(200, {
        "content-type": "application/vnd.mapbox-vector-tile",
        "content-length": body.length,
        "cache-control": "public, max-age=86400",
      });
      response.end(body);
    });
    server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
  `;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (exitCode) => reject(new Error(`the bare server exited with code ${exitCode}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

type Load = Awaited<ReturnType<typeof load>>;

const best = (loads: Load[]): Load => loads.reduce((a, b) => (b.rps > a.rps ? b : a));

const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-"));
// Tiles need no analytics data: the server starts without loading it.
const server = await startServer(dataDir, await freePort(), { STORYFRAME_LOAD_DEMO_DATA: "false" });
const { base } = server;
try {
  const paths = tilePaths();
  const fetchTile = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": BROWSER_ENCODINGS } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: Number(response.headers.get("content-length") ?? 0) };
  };

  // The first tile of each scale reads Natural Earth's file: timed apart from the others.
  const firstRead = await fetchTile(paths[0] ?? "/tiles/basemap/0/0/0.pbf");
  const cold: number[] = [];
  const sizes: number[] = [];
  const coldStarted = performance.now();
  for (const path of paths.slice(1)) {
    const tile = await fetchTile(path);
    cold.push(tile.ms);
    sizes.push(tile.bytes);
  }
  const coldSeconds = (performance.now() - coldStarted) / 1000;
  const meanBytes = Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);

  const bare = await startBareServer(meanBytes);
  const bareBase = bare.base;

  // Alternately, so that the machine's other load falls on both alike; each side's better round counts.
  const rounds: { warm: Load; floor: Load; baseline: Load }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      warm: await load(base, paths),
      floor: await load(base, ["/healthz"]),
      baseline: await load(bareBase, paths),
    });
  }
  bare.stop();
  const warm = best(rounds.map((round) => round.warm));
  const floor = best(rounds.map((round) => round.floor));
  const baseline = best(rounds.map((round) => round.baseline));

  console.log(
    `${paths.length} basemap tiles around the demo mine, zoom ${ZOOMS.from}–${ZOOMS.to}, mean ${(meanBytes / 1024).toFixed(1)} KB on the wire (${BROWSER_ENCODINGS})`,
  );
  console.log(`  first tile (reads Natural Earth 1:50m): ${ms(firstRead.ms)}`);
  console.log(
    `  cold, one at a time (cut, encoded, compressed): ${(cold.length / coldSeconds).toFixed(0)} tiles/s, p50 ${ms(percentile(cold, 0.5))}, p95 ${ms(percentile(cold, 0.95))}`,
  );
  console.log(`  cached, ${CONNECTIONS} connections, the better of ${ROUNDS} rounds of ${DURATION_S} s each:`);
  console.log(
    `    Storyframe: ${warm.rps.toFixed(0)} tiles/s, p50 ${ms(warm.p50)}, p95 ${ms(warm.p95)}, ${warm.errors} errors`,
  );
  console.log(
    `    bare node:http (own process), a static ${meanBytes}-byte buffer: ${baseline.rps.toFixed(0)} req/s, p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`,
  );
  console.log(
    `    the same server's /healthz (security headers and hooks, no rate limit): ${floor.rps.toFixed(0)} req/s, p50 ${ms(floor.p50)}, p95 ${ms(floor.p95)}`,
  );
  const ratio = warm.rps / baseline.rps;
  console.log(`    ratio ours / bare: ${ratio.toFixed(2)} (goal ≥ 0.50): ${ratio >= 0.5 ? "met" : "NOT met"}`);

  const coldP95 = percentile(cold, 0.95);
  console.log(
    `  cold p95 ${ms(coldP95)} (goal ≤ ${COLD_P95_GOAL_MS} ms): ${coldP95 <= COLD_P95_GOAL_MS ? "met" : "NOT met"}`,
  );
  console.log(`  server resident memory after the run: ${rssMiB(server.pid).toFixed(0)} MiB`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
