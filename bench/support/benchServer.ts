import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type BenchServer = { base: string; pid: number; stop(): Promise<void> };

/** Starts the production server build on a data folder and waits until it is ready. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, "packages/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STORYFRAME_DATA_DIR: dataDir,
      STORYFRAME_PUBLIC_URL: base,
      STORYFRAME_LOG_LEVEL: "error",
      STORYFRAME_RATE_LIMIT_PER_MINUTE: "100000000",
      STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  };
  return { base, pid: child.pid ?? 0, stop };
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Debian Chromium's flags for headless runs on this kind of machine. */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
