import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const SKIPPED = new Set(["node_modules", "dist", ".data", "test-results"]);

function listFiles(root, path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => listFiles(root, join(path, entry.name)));
}

/** A content hash of the given files and folders (relative to root), stable across checkouts. */
export function fingerprint(root, paths) {
  const hash = createHash("sha256");
  const files = paths.flatMap((path) => listFiles(root, join(root, path))).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}
