import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { chmod, chown } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./freePort";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

export type ThrowawayPostgres = {
  /** The `postgres` database of the cluster, as its superuser. */
  url: string;
  /** Stops the server at once, as a crash or a restart would (sessions are cut). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data; resolves once it takes connections. */
  start: () => Promise<void>;
  /** Stops it and removes its files. */
  remove: () => Promise<void>;
};

/** The bin folder of the newest PostgreSQL installed from Debian's packages (`npm test` installs one). */
function postgresBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error("PostgreSQL is not installed (apt-get install -y postgresql); `npm test` installs it.");
  }
  return join(POSTGRES_ROOT, versions[0], "bin");
}

/**
 * A PostgreSQL cluster of the test's own on a free loopback port, which the test may stop and start at will
 * (the shared cluster of the other suites is never touched). As root it runs as the `postgres` user. The
 * commands run asynchronously, so an app in the same process keeps answering while the server goes down.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "storyframe-pg-faults-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
    await chmod(dir, 0o700);
  }
  const exec = async (program: string, args: string[]) => {
    const [command, finalArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
      : [join(bin, program), args];
    await run(command, finalArgs);
  };
  await exec("initdb", ["-D", dir, "-U", "postgres", "-A", "trust", "--no-sync", "--no-locale", "-E", "UTF8"]);
  // Commits are acknowledged once in the server's log, as in production: a stop in mid-load may lose none.
  // (fsync is off: the operating system, which keeps the log, does not crash in a test.)
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => exec("pg_ctl", ["-D", dir, "-l", join(dir, "server.log"), "-o", options, "-w", "start"]);
  const stop = () => exec("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove: async () => {
      try {
        await stop();
      } catch {
        // Already stopped.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
