import { randomUUID } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  type FSWatcher,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  watch,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ConnectionRegistry } from "../data/connections/connectionRegistry";
import { BackupError } from "./backupError";
import { snapshotThroughConnection } from "./duckDbSnapshot";

/**
 * A running server holds its tenants' DuckDB files (DuckDB locks them), so `storyframe backup` asks it for
 * their copies through files in this folder of the data folder: only who may write the data folder can ask,
 * and the server writes nothing outside it.
 *
 *   <id>.request.json  the command asks for a tenant's copy ({ domainName })
 *   <id>.claimed       the server holding that tenant's file took the request; it touches the file while copying
 *   <id>.duckdb        the copy, which the command then moves into the backup
 *   <id>.done.json     the outcome ({ ok } or { ok: false, message })
 *
 * Why files rather than an HTTP call: decision 084.
 */
const REQUESTS_FOLDER = "backup-requests";

const REQUEST_SUFFIX = ".request.json";
const requestIdSchema = z.uuid();
const requestSchema = z.object({ domainName: domainNameSchema });
const outcomeSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** How often the server touches a claimed request while copying, and how stale a claim may grow before the command gives up. */
const HEARTBEAT_MS = 2_000;
const STALE_CLAIM_MS = 15_000;
/** How long the command waits for a server to take its request. */
const CLAIM_TIMEOUT_MS = 15_000;
const POLL_MS = 100;
const ABANDONED_AFTER_MS = 3_600_000;

/** The data folder's request folder (a server's and a command's view of it must agree). */
function snapshotRequestsFolder(dataDir: string): string {
  return join(dataDir, REQUESTS_FOLDER);
}

const paths = (folder: string, id: string) => ({
  request: join(folder, `${id}${REQUEST_SUFFIX}`),
  claimed: join(folder, `${id}.claimed`),
  copy: join(folder, `${id}.duckdb`),
  done: join(folder, `${id}.done.json`),
});

/** Writes a file whole or not at all: readers never see half of it. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** This server answers backup requests for the tenants whose DuckDB files it holds, from ready until closed. */
export function answerBackupRequestsWhileRunning(
  app: FastifyInstance,
  dataDir: string,
  connections: ConnectionRegistry,
): void {
  const folder = snapshotRequestsFolder(dataDir);
  let watcher: FSWatcher | undefined;
  let scanning: Promise<void> | undefined;
  let again = false;
  // One scan at a time; the events during a scan (its own copy's writes among them) ask for one more.
  const scan = () => {
    if (scanning) {
      again = true;
      return;
    }
    scanning = (async () => {
      do {
        again = false;
        await answerPending(folder, connections, app).catch((error: unknown) => {
          app.log.error({ err: error }, "backup requests could not be read");
        });
      } while (again);
      scanning = undefined;
    })();
  };
  app.addHook("onReady", async () => {
    try {
      mkdirSync(folder, { recursive: true });
      watcher = watch(folder, scan);
      watcher.on("error", (error) => app.log.error({ err: error, folder }, "backup requests are no longer watched"));
    } catch (error) {
      // A data folder the server cannot write to must not stop it serving; backups then name the problem.
      app.log.error({ err: error, folder }, "backup requests cannot be answered: the folder cannot be watched");
      return;
    }
    scan();
  });
  app.addHook("onClose", async () => {
    watcher?.close();
    await scanning;
  });
}

/** Files of interrupted commands: a request older than the command waits for, anything else after an hour. */
function removeAbandoned(folder: string): void {
  const now = Date.now();
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    const age = now - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now);
    if (age > (name.endsWith(REQUEST_SUFFIX) ? CLAIM_TIMEOUT_MS : ABANDONED_AFTER_MS)) rmSync(file, { force: true });
  }
}

async function answerPending(folder: string, connections: ConnectionRegistry, app: FastifyInstance): Promise<void> {
  removeAbandoned(folder);
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(REQUEST_SUFFIX)) continue;
    const id = requestIdSchema.safeParse(name.slice(0, -REQUEST_SUFFIX.length));
    if (!id.success) continue;
    const files = paths(folder, id.data);
    let request: z.infer<typeof requestSchema>;
    try {
      request = requestSchema.parse(JSON.parse(readFileSync(files.request, "utf8")));
    } catch {
      continue;
    }
    // Only the instance that holds the tenant's file can copy it; another leaves the request to that one.
    const held = connections.openedEmbedded(request.domainName);
    if (!held) continue;
    try {
      renameSync(files.request, files.claimed);
    } catch {
      continue;
    }
    const heartbeat = setInterval(() => {
      const now = new Date();
      try {
        utimesSync(files.claimed, now, now);
      } catch {
        // The command gave up and removed it; the copy goes on and is cleared as abandoned.
      }
    }, HEARTBEAT_MS);
    try {
      await snapshotThroughConnection(await held, files.copy);
      writeAtomically(files.done, JSON.stringify({ ok: true }));
      app.log.info({ domainName: request.domainName }, "analytics database copied for a backup");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rmSync(files.copy, { force: true });
      writeAtomically(files.done, JSON.stringify({ ok: false, message }));
      app.log.error(
        { err: error, domainName: request.domainName },
        "analytics database could not be copied for a backup",
      );
    } finally {
      clearInterval(heartbeat);
      rmSync(files.claimed, { force: true });
    }
  }
}

/**
 * Asks the running server that holds a tenant's DuckDB file for a consistent copy of it, and moves the
 * copy to `targetFile`. `heldBecause` is DuckDB's message about the lock, for the error when nobody answers.
 */
export async function requestSnapshotFromServer(
  dataDir: string,
  domainName: string,
  targetFile: string,
  heldBecause: string,
): Promise<void> {
  const folder = snapshotRequestsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const files = paths(folder, randomUUID());
  writeAtomically(files.request, JSON.stringify({ domainName }));
  try {
    const asked = Date.now();
    for (;;) {
      if (existsSync(files.done)) break;
      if (existsSync(files.request) && Date.now() - asked > CLAIM_TIMEOUT_MS) {
        throw new BackupError(
          `The analytics database of '${domainName}' is open in another program that did not answer the backup request within ${CLAIM_TIMEOUT_MS / 1000} s (${heldBecause}). If it is a Storyframe server of a version without backups, stop it and run the backup again.`,
        );
      }
      if (existsSync(files.claimed) && Date.now() - statSync(files.claimed).mtimeMs > STALE_CLAIM_MS) {
        throw new BackupError(
          `The server copying the analytics database of '${domainName}' stopped answering; run the backup again.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const outcome = outcomeSchema.parse(JSON.parse(readFileSync(files.done, "utf8")));
    if (!outcome.ok) {
      throw new BackupError(`The server could not copy the analytics database of '${domainName}': ${outcome.message}`);
    }
    moveFile(files.copy, targetFile);
  } finally {
    for (const file of Object.values(files)) rmSync(file, { force: true });
  }
}

/** Renames within one file system; copies across two (the backup folder may be on another disk). */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(from, to);
    rmSync(from);
  }
}
