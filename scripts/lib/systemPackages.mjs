import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { runOrThrow, step } from "./process.mjs";

const CHROMIUM = "/usr/bin/chromium";
const POSTGRES_ROOT = "/usr/lib/postgresql";
export const REDIS_SERVER = "/usr/bin/redis-server";

/** The bin folder of the newest PostgreSQL installed from Debian's packages, or undefined. */
export function postgresBinDir() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(POSTGRES_ROOT, versions[0], "bin") : undefined;
}

/** Installs Debian's chromium, postgresql and redis-server when missing (as root); otherwise says what to install. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!postgresBinDir()) missing.push("postgresql");
  if (!existsSync(REDIS_SERVER)) missing.push("redis-server");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing system packages: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`,
    );
  }
  step(`Installing ${missing.join(", ")} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  await runOrThrow("apt-get", ["update", "-qq"], { env });
  await runOrThrow("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { env });
}
