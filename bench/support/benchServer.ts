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

/** The value below which `share` (0 to 1) of the values lie: the 99th percentile at 0.99. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type BenchServer = { base: string; pid: number; stop(): Promise<void> };

/**
 * How long a start may take: the first start of a data folder loads the demo's analytics data before the
 * server listens, which takes minutes on a busy machine. `BENCH_READY_TIMEOUT_S` overrides it.
 */
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_S ?? 1800) * 1000;

/** Starts the production server build on a data folder and waits until `/readyz` answers, however long that takes. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArguments(), {
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
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill("SIGTERM");
    await exited;
  };
  const started = performance.now();
  while (!(await isReady(`${base}/readyz`))) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode} before it was ready`);
    if (performance.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid ?? 0, stop };
}

/**
 * The production build, or with `BENCH_SERVER_FROM_SOURCES=1` the TypeScript sources through tsx (as
 * `npm run dev:server` runs them), to measure a change before the build has it.
 */
function serverArguments(): string[] {
  return process.env.BENCH_SERVER_FROM_SOURCES === "1"
    ? ["--import", "tsx", join(root, "packages/server/src/main.ts")]
    : [join(root, "packages/server/dist/main.js")];
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

const statusMiB = (pid: number, field: "VmRSS" | "VmHWM") => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};

/** The process' resident memory now. */
export const rssMiB = (pid: number) => statusMiB(pid, "VmRSS");

/** The process' highest resident memory since it started (the kernel's high-water mark). */
export const peakRssMiB = (pid: number) => statusMiB(pid, "VmHWM");

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
