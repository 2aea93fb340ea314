import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./freePort";

const REDIS_SERVER = "/usr/bin/redis-server";
const READY_LINE = "Ready to accept connections";

export type ThrowawayRedis = {
  url: string;
  /** Stops the server as a crash would (SIGKILL): connected clients see their connections drop. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** Stops it and removes its folder. */
  remove: () => Promise<void>;
};

/**
 * A Redis server of its own for one suite (Debian's redis-server, installed by `npm test`): a free loopback
 * port, nothing written to disk, its own folder. A suite that stops and starts it affects no other suite.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "storyframe-redis-"));
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    server = child;
    await new Promise<void>((resolve, reject) => {
      let output = "";
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(READY_LINE)) resolve();
      };
      child.stdout?.on("data", seen);
      child.stderr?.on("data", seen);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
    });
    // Its later lines are not read: drained, so a full pipe never holds the server up.
    child.stdout?.resume();
    child.stderr?.resume();
  };

  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Redis server `npm test` starts for the suites (STORYFRAME_TEST_REDIS_URL); suites must not stop it. */
export function testRedisUrl(): string {
  const url = process.env.STORYFRAME_TEST_REDIS_URL;
  if (!url) {
    throw new Error(
      "STORYFRAME_TEST_REDIS_URL is not set. Run the integration suites through `npm test`, which starts a throw-away Redis server.",
    );
  }
  return url;
}
