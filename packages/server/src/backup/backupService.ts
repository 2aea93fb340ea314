import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { ServerConfig } from "../config";
import { embeddedDuckDbFile } from "../data/connections/connectionRegistry";
import { migrations as knownMigrations } from "../db/migrations/index";
import { SERVER_VERSION } from "../version";
import { BackupError } from "./backupError";
import { analyticsTables, snapshotUnheldFile } from "./duckDbSnapshot";
import { describeFile, verifyFiles } from "./fileChecksums";
import { MANIFEST_IDENTITY, type ManifestBody, readManifest, writeManifest } from "./manifest";
import { assertEmptyPostgres, backUpPostgres, restorePostgres } from "./postgresBackup";
import { requestSnapshotFromServer } from "./snapshotRequests";
import { backUpSqlite, restoreSqlite } from "./sqliteBackup";

/** Where progress lines go (the command writes them to standard error). */
type Progress = (line: string) => void;

const METADATA_FILES = { sqlite: "metadata.sqlite", postgres: "metadata.pgdump" } as const;
const ANALYTICS_FOLDER = "analytics";

const NOT_INCLUDED = [
  "STORYFRAME_SECRETS_KEY: tenant secrets are in the backup sealed with it; keep the key apart from the backup and give the restored server the same key",
  "the content folder (STORYFRAME_CONTENT_DIR, tenant logos included) and the web app: they come with the release",
  "the databases behind tenants' named PostgreSQL data connections: back them up with their own tools",
];

/**
 * `storyframe backup DIR`: the metadata database and every tenant's DuckDB database, each copied
 * consistently while the server runs, into DIR (absent or empty) with a manifest of checksums.
 */
export async function backUpInstallation(config: ServerConfig, dir: string, progress: Progress): Promise<string> {
  const created = prepareEmptyFolder(dir, "backup folder");
  const started = Date.now();
  try {
    const metadataFile = METADATA_FILES[config.database.kind];
    progress(`Copying the metadata database (${config.database.kind})…`);
    const metadata =
      config.database.kind === "sqlite"
        ? {
            migrations: await backUpSqlite(config.database.file, join(dir, metadataFile)),
            method: "SQLite online backup",
          }
        : await backUpPostgres(config.database.url, join(dir, metadataFile));

    const analytics: ManifestBody["analytics"] = [];
    const tenants = tenantsWithAnalytics(config.data.analyticsDir);
    if (tenants.length > 0) mkdirSync(join(dir, ANALYTICS_FOLDER));
    for (const domainName of tenants) {
      progress(`Copying the analytics database of '${domainName}'…`);
      const file = `${ANALYTICS_FOLDER}/${domainName}.duckdb`;
      const target = join(dir, ANALYTICS_FOLDER, `${domainName}.duckdb`);
      const source = embeddedDuckDbFile(config.data.analyticsDir, domainName);
      const held = await snapshotUnheldFile(source, target);
      if (held) await requestSnapshotFromServer(config.dataDir, domainName, target, held.message);
      analytics.push({ domainName, file, tables: await analyticsTables(target) });
    }

    progress("Writing checksums…");
    const paths = [metadataFile, ...analytics.map((entry) => entry.file)];
    const files = [];
    for (const path of paths) files.push(await describeFile(dir, path));
    writeManifest(dir, {
      ...MANIFEST_IDENTITY,
      storyframeVersion: SERVER_VERSION,
      createdAt: new Date().toISOString(),
      metadata: {
        dialect: config.database.kind,
        migrations: metadata.migrations,
        file: metadataFile,
        method: metadata.method,
      },
      analytics,
      files,
      notIncluded: NOT_INCLUDED,
    });
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `Backed up to ${dir} in ${seconds} s (${formatBytes(bytes)}): the ${config.database.kind} metadata database at migration ${metadata.migrations.at(-1) ?? "(none)"}, ${describeAnalytics(analytics)}. Keep STORYFRAME_SECRETS_KEY apart from it.`;
  } catch (error) {
    clearFolder(dir, created);
    throw error;
  }
}

/**
 * `storyframe restore DIR`: checks the backup (manifest, checksums, versions) and that the data folder and,
 * on PostgreSQL, the database are empty, then puts everything in place. The server's next start serves it.
 */
export async function restoreInstallation(config: ServerConfig, dir: string, progress: Progress): Promise<string> {
  if (!existsSync(dir)) throw new BackupError(`There is no backup at ${dir}.`);
  const manifest = readManifest(dir);
  assertRestorable(manifest, config);
  assertEmptyDataFolder(config.dataDir);
  if (config.database.kind === "postgres") await assertEmptyPostgres(config.database.url);
  progress("Checking the backup's checksums…");
  await verifyFiles(dir, manifest.files);

  const created = prepareEmptyFolder(config.dataDir, "data folder");
  try {
    progress(`Restoring the metadata database (${manifest.metadata.dialect})…`);
    const metadataFile = join(dir, ...manifest.metadata.file.split("/"));
    if (config.database.kind === "sqlite") restoreSqlite(metadataFile, config.database.file);
    else await restorePostgres(config.database.url, metadataFile);
    if (manifest.analytics.length > 0) mkdirSync(config.data.analyticsDir, { recursive: true });
    for (const entry of manifest.analytics) {
      progress(`Restoring the analytics database of '${entry.domainName}'…`);
      copyFileSync(join(dir, ...entry.file.split("/")), embeddedDuckDbFile(config.data.analyticsDir, entry.domainName));
    }
  } catch (error) {
    clearFolder(config.dataDir, created);
    throw error;
  }
  return `Restored the backup of ${manifest.createdAt} into ${config.dataDir}${config.database.kind === "postgres" ? " and the PostgreSQL database" : ""}: the metadata database at migration ${manifest.metadata.migrations.at(-1) ?? "(none)"}, ${describeAnalytics(manifest.analytics)}. Start the server with the same STORYFRAME_SECRETS_KEY as the backed-up one.`;
}

/** Refuses a backup this installation cannot take: another database kind, a newer schema, a file not listed. */
function assertRestorable(manifest: ManifestBody, config: ServerConfig): void {
  const { dialect } = manifest.metadata;
  if (dialect !== config.database.kind) {
    throw new BackupError(
      dialect === "postgres"
        ? "This backup holds a PostgreSQL metadata database: set STORYFRAME_DATABASE_URL to an empty PostgreSQL database to restore it."
        : "This backup holds an SQLite metadata database: unset STORYFRAME_DATABASE_URL to restore it into the data folder.",
    );
  }
  const unknown = manifest.metadata.migrations.filter((name) => !(name in knownMigrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by a newer Storyframe (${manifest.storyframeVersion}, migrations ${unknown.join(", ")} are unknown here): restore it with that version or a later one.`,
    );
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const path of [manifest.metadata.file, ...manifest.analytics.map((entry) => entry.file)]) {
    if (!listed.has(path)) throw new BackupError(`The backup is damaged: ${path} has no checksum in the manifest.`);
  }
}

function assertEmptyDataFolder(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `The data folder ${dataDir} is not empty. A restore goes into an empty data folder: point STORYFRAME_DATA_DIR at a new folder (and stop any server using it).`,
    );
  }
}

/** Makes sure `dir` exists and is empty; answers whether it was created here (so a failure removes it again). */
function prepareEmptyFolder(dir: string, what: string): boolean {
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0)
      throw new BackupError(`The ${what} ${dir} is not empty; give an empty or new folder.`);
    return false;
  }
  mkdirSync(dir, { recursive: true });
  return true;
}

/** Removes what a failed run wrote: the folder itself when it was created here, its contents otherwise. */
function clearFolder(dir: string, created: boolean): void {
  if (created) {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
}

/** The tenants with an embedded DuckDB file in the data folder. */
function tenantsWithAnalytics(analyticsDir: string): string[] {
  if (!existsSync(analyticsDir)) return [];
  return readdirSync(analyticsDir)
    .filter((name) => name.endsWith(".duckdb"))
    .map((name) => name.slice(0, -".duckdb".length))
    .filter((domainName) => domainNameSchema.safeParse(domainName).success)
    .sort();
}

function describeAnalytics(analytics: ManifestBody["analytics"]): string {
  if (analytics.length === 0) return "no analytics databases";
  const rows = analytics.reduce((sum, entry) => sum + entry.tables.reduce((n, table) => n + table.rows, 0), 0);
  return `the analytics databases of ${analytics.map((entry) => `'${entry.domainName}'`).join(", ")} (${rows.toLocaleString("en")} rows)`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
