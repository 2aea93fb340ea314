import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { delimiter, join } from "node:path";
import pg from "pg";
import { describeUrl } from "../data/connections/connectionDefinitions";
import { BackupError } from "./backupError";

type PostgresTool = "pg_dump" | "pg_restore";

/** Where Debian and Ubuntu install each PostgreSQL version's programs, besides PATH. */
const DEBIAN_POSTGRES_DIR = "/usr/lib/postgresql";

/**
 * Dumps the metadata database with `pg_dump -Fc` (one consistent snapshot, taken while the server runs).
 * Answers the migrations applied and the tool's version; refuses when a migration ran during the dump.
 */
export async function backUpPostgres(
  url: string,
  targetFile: string,
): Promise<{ migrations: string[]; method: string }> {
  const { major, migrations } = await withClient(url, async (client) => ({
    major: await serverMajorVersion(client),
    migrations: await appliedMigrations(client, url),
  }));
  const tool = findTool("pg_dump", major);
  await runTool(tool, ["--format=custom", `--file=${targetFile}`], url);
  const after = await withClient(url, (client) => appliedMigrations(client, url));
  if (after.join() !== migrations.join()) {
    throw new BackupError("The database was migrated while it was being dumped; run the backup again.");
  }
  return { migrations, method: `pg_dump -Fc (PostgreSQL ${tool.version})` };
}

/** Refuses a database that holds any table, view or sequence: a restore goes into an empty database only. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const taken = await withClient(url, async (client) => {
    const result = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
        ORDER BY 1 LIMIT 3`,
    );
    return result.rows.map((row) => row.name);
  });
  if (taken.length > 0) {
    throw new BackupError(
      `The database ${describeUrl(url)} is not empty (it holds ${taken.join(", ")}, …). A restore goes into an empty database: create one (CREATE DATABASE …) and point STORYFRAME_DATABASE_URL at it.`,
    );
  }
}

/** Restores a `pg_dump -Fc` file into the (empty) database, in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const major = await withClient(url, serverMajorVersion);
  const tool = findTool("pg_restore", major);
  await runTool(tool, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", dumpFile], url);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to the PostgreSQL database ${describeUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajorVersion(client: pg.Client): Promise<number> {
  const result = await client.query<{ server_version_num: string }>("SHOW server_version_num");
  return Math.floor(Number(result.rows[0]?.server_version_num) / 10000);
}

async function appliedMigrations(client: pg.Client, url: string): Promise<string[]> {
  const table = await client.query<{ name: string | null }>("SELECT to_regclass('kysely_migration')::text AS name");
  if (!table.rows[0]?.name) {
    throw new BackupError(`${describeUrl(url)} is not a Storyframe metadata database (it has no migrations).`);
  }
  const rows = await client.query<{ name: string }>("SELECT name FROM kysely_migration ORDER BY name");
  return rows.rows.map((row) => row.name);
}

type FoundTool = { path: string; major: number; version: string };

/**
 * The newest `pg_dump` or `pg_restore` in PATH or in /usr/lib/postgresql/<version>/bin. It must be at least
 * the server's major version (an older pg_dump refuses a newer server).
 */
function findTool(name: PostgresTool, serverMajor: number): FoundTool {
  const found = candidatePaths(name)
    .map((path) => ({ path, version: versionOf(path) }))
    .flatMap(({ path, version }) => (version ? [{ path, version, major: Number(version.split(".")[0]) }] : []))
    .sort((a, b) => b.major - a.major);
  const newest = found[0];
  const install = `install the PostgreSQL ${serverMajor} client programs (Debian and Ubuntu: apt install postgresql-client-${serverMajor})`;
  if (!newest) {
    throw new BackupError(`${name} was found neither in PATH nor in ${DEBIAN_POSTGRES_DIR}/*/bin: ${install}.`);
  }
  if (newest.major < serverMajor) {
    throw new BackupError(
      `${name} ${newest.version} (${newest.path}) is older than the PostgreSQL ${serverMajor} server: ${install}.`,
    );
  }
  return newest;
}

function candidatePaths(name: PostgresTool): string[] {
  const inPath = (process.env.PATH ?? "").split(delimiter).filter((dir) => dir !== "");
  const debian = existsSync(DEBIAN_POSTGRES_DIR)
    ? readdirSync(DEBIAN_POSTGRES_DIR).map((version) => join(DEBIAN_POSTGRES_DIR, version, "bin"))
    : [];
  const paths = [...debian, ...inPath].map((dir) => join(dir, name)).filter((path) => existsSync(path));
  const seen = new Set<string>();
  return paths.filter((path) => {
    const real = realpathSync(path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` → `15.18`; undefined when it does not run. */
function versionOf(path: string): string | undefined {
  const result = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 });
  return result.status === 0 ? /\(PostgreSQL\)\s+(\d+(?:\.\d+)*)/.exec(result.stdout)?.[1] : undefined;
}

/**
 * Runs the tool on the database of `url`. The password goes through the environment (PGPASSWORD), not the
 * command line, so other users of the machine do not see it in the process list.
 */
function runTool(tool: FoundTool, args: readonly string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const name = tool.path.split("/").pop();
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, ["--no-password", `--dbname=${parsed.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      stderr += text;
    });
    child.on("error", (error) => reject(new BackupError(`${name} could not be started: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (exit code ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}
