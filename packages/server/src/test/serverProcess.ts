import { type ChildProcess, spawn } from "node:child_process";
import { repositoryRoot } from "../paths";
import type { TestApp } from "./buildTestApp";

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Everything the process wrote to standard output and error so far. */
  output: () => string;
};

const START_TIMEOUT_MS = 120_000;

/**
 * Runs the real server (`src/main.ts`, from the sources) as a process of its own on `port`, on the database
 * and data folder of `t`, without seeding; `env` adds or overrides settings. Ready when `/readyz` answers 200.
 */
export async function spawnServer(t: TestApp, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  return spawnServerProcess(port, {
    STORYFRAME_DATA_DIR: t.config.dataDir,
    STORYFRAME_WEB_DIR: t.config.webDir,
    STORYFRAME_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(t.config.database.kind === "postgres" ? { STORYFRAME_DATABASE_URL: t.config.database.url } : {}),
    ...env,
  });
}

/** Runs the real server as a process on `port` with exactly these settings (and no seeding); ready on `/readyz`. */
export async function spawnServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      STORYFRAME_SEED_DEMO: "false",
      STORYFRAME_LOAD_DEMO_DATA: "false",
      STORYFRAME_SCHEDULER_INTERVAL_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server process exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server process was not ready within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, child, exited, output: () => output };
}
