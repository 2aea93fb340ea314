import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import { BackupError } from "./backupError";
import type { BackedUpFile } from "./manifest";

/** The size and SHA-256 of a file of the backup folder, for the manifest. */
export async function describeFile(dir: string, path: string): Promise<BackedUpFile> {
  const file = join(dir, ...path.split("/"));
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return { path, bytes: statSync(file).size, sha256: hash.digest("hex") };
}

/** Checks every file the manifest lists against its size and checksum before anything is restored. */
export async function verifyFiles(dir: string, files: readonly BackedUpFile[]): Promise<void> {
  for (const expected of files) {
    let actual: BackedUpFile;
    try {
      actual = await describeFile(dir, expected.path);
    } catch {
      throw new BackupError(`The backup is incomplete: ${expected.path} is missing; nothing was restored.`);
    }
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw new BackupError(
        `The backup is damaged: ${expected.path} does not match the checksum in the manifest; nothing was restored.`,
      );
    }
  }
}
