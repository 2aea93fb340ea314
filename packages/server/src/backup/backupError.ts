/** A backup or restore that cannot go on: its message says why and what to do, and is all the command prints. */
export class BackupError extends Error {
  override readonly name = "BackupError";
}
