import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";
import { runOrThrow, step } from "./process.mjs";

const STAMP = join(root, "node_modules", ".storyframe-lock.sha256");

/** Runs `npm ci` unless node_modules already matches package-lock.json. */
export async function ensureDependencies() {
  const lockHash = createHash("sha256")
    .update(readFileSync(join(root, "package-lock.json")))
    .digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === lockHash) return false;
  step("Installing dependencies (npm ci)…");
  await runOrThrow("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root });
  writeFileSync(STAMP, `${lockHash}\n`);
  return true;
}
