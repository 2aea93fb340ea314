import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signInWithPassword } from "@storyframe/server/testing";
import autocannon from "autocannon";
import { freePort, startServer } from "./support/benchServer";

/**
 * Throughput and p99 latency of GET /api/web/v1/storylines/{id} on the built
 * server (SQLite, demo content, a signed-in viewer), beside a bare node:http
 * server answering the same bytes, in the same run on the same machine.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const STORYLINE = "fleet-operations";

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const dataDir = mkdtempSync(join(tmpdir(), "storyframe-bench-"));
// The first start of a data folder loads the demo data before it listens: startServer waits for /readyz
// however long that takes, and fails if the server exits first.
const server = await startServer(dataDir, await freePort());
const { base } = server;
try {
  const signedIn = await signInWithPassword(base, {
    clientId: "storyframe-demo",
    email: "viewer@demo.storyframe.test",
    password: "storyframe-viewer",
  });
  if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.status}`);
  const url = `${base}/api/web/v1/storylines/${STORYLINE}`;
  const headers = { authorization: `Bearer ${signedIn.tokens.access_token}`, branch: "main", branchstate: "clean" };
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`GET ${url} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());

  const bare = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  const ours = await load(url, headers);
  const baseline = await load(bareUrl, {});
  bare.close();

  const kb = (body.length / 1024).toFixed(1);
  console.log(
    `GET /api/web/v1/storylines/${STORYLINE} (${kb} KB JSON), ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log(`  Storyframe: ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, ${ours.errors} errors`);
  console.log(`  bare node:http, same bytes: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  const ratio = ours.rps / baseline.rps;
  console.log(`  ratio ours / bare: ${ratio.toFixed(2)} (goal ≥ 0.50): ${ratio >= 0.5 ? "met" : "NOT met"}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
