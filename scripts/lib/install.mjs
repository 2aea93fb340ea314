import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { root } from "./paths.mjs";
import { runOrThrow, step } from "./process.mjs";

const STAMP = join(root, "node_modules", ".storyframe-lock.sha256");
const LOCK = join(root, "package-lock.json");
/** npm's own record of what it installed in node_modules. */
const INSTALLED = join(root, "node_modules", ".package-lock.json");

/** The packages a lock file pins, without the root entry (which only the project lock has). */
function lockedPackages(file) {
  const { packages = {} } = JSON.parse(readFileSync(file, "utf8"));
  const { "": _root, ...rest } = packages;
  return rest;
}

/**
 * Whether npm already installed exactly what package-lock.json pins, as after
 * a developer's own `npm install <name>`: then a full `npm ci` would only
 * reinstall (and recompile) the same files. Optional packages for other
 * platforms are in the lock but never installed.
 */
function installedMatchesLock() {
  if (!existsSync(INSTALLED)) return false;
  try {
    const installed = lockedPackages(INSTALLED);
    const locked = lockedPackages(LOCK);
    for (const [path, entry] of Object.entries(locked)) {
      const present = installed[path];
      if (present === undefined ? !entry.optional : !isDeepStrictEqual(present, entry)) return false;
    }
    return Object.keys(installed).every((path) => path in locked);
  } catch {
    return false;
  }
}

/** Runs `npm ci` unless node_modules already matches package-lock.json. */
export async function ensureDependencies() {
  const lockHash = createHash("sha256").update(readFileSync(LOCK)).digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === lockHash) return false;
  if (existsSync(STAMP) && installedMatchesLock()) {
    writeFileSync(STAMP, `${lockHash}\n`);
    return false;
  }
  step("Installing dependencies (npm ci)…");
  await runOrThrow("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
  writeFileSync(STAMP, `${lockHash}\n`);
  return true;
}
