import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./freePort.mjs";
import { REDIS_SERVER } from "./systemPackages.mjs";

/**
 * Starts a throw-away Redis server (Debian's redis-server) on a free loopback
 * port, with nothing written to disk and a folder of its own. Returns its URL
 * and a stop function that ends it and removes the folder.
 */
export async function startThrowawayRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "storyframe-redis-"));
  const server = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise((resolve, reject) => {
    let output = "";
    const seen = (chunk) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    };
    server.stdout.on("data", seen);
    server.stderr.on("data", seen);
    server.once("error", reject);
    server.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
  server.stdout.resume();
  server.stderr.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      try {
        server.kill("SIGKILL");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
