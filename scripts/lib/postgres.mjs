import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./freePort.mjs";
import { postgresBinDir } from "./systemPackages.mjs";

/**
 * Starts a throw-away PostgreSQL cluster on a free loopback port (tuned for
 * tests: no fsync). As root the cluster runs as the `postgres` user.
 * Returns its URL and a stop function that removes every trace of it.
 */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql).");
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "storyframe-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync("chown", ["postgres:postgres", dir]);
    chmodSync(dir, 0o700);
  }
  const exec = (program, args) => {
    const [command, finalArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(command, finalArgs, { stdio: ["ignore", "ignore", "inherit"] });
  };
  exec("initdb", ["-D", dir, "-U", "postgres", "-A", "trust", "--no-sync", "--no-locale", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  exec("pg_ctl", ["-D", dir, "-l", join(dir, "server.log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
