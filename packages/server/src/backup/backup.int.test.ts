import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR_NAMES, systemActor } from "../admin/shared/actor";
import { loadConfig, type ServerConfig } from "../config";
import { DuckDbConnection } from "../data/connections/duckDbConnection";
import { type MetadataDatabase, openDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { repositoryRoot } from "../paths";
import { prepareInstallation } from "../startup";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { createPostgresDatabase, databaseKinds } from "../test/testDatabase";
import { BackupError } from "./backupError";
import { backUpInstallation, restoreInstallation } from "./backupService";

const MASTER_KEY = randomBytes(32).toString("base64");
const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));
const quiet = () => {};

type CliRun = { code: number | null; stdout: string; stderr: string };

/** Runs the real `storyframe` command in a process of its own, as an operator beside a running server would. */
function storyframe(args: string[], env: Record<string, string>): Promise<CliRun> {
  const { STORYFRAME_DATABASE_URL: _unset, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: repositoryRoot,
      env: { ...inherited, STORYFRAME_LOG_LEVEL: "silent", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment that points the command at an installation: its data folder and, on PostgreSQL, its database. */
function installationEnv(config: ServerConfig): Record<string, string> {
  return {
    STORYFRAME_DATA_DIR: config.dataDir,
    STORYFRAME_SECRETS_KEY: MASTER_KEY,
    ...(config.database.kind === "postgres" ? { STORYFRAME_DATABASE_URL: config.database.url } : {}),
  };
}

/** A fresh, empty place to restore into: a new data folder and, on PostgreSQL, a new database on the test cluster. */
async function emptyInstallation(kind: ServerConfig["database"]["kind"]) {
  const dataDir = join(mkdtempSync(join(tmpdir(), "storyframe-restored-")), "data");
  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    STORYFRAME_DATA_DIR: dataDir,
    STORYFRAME_LOG_LEVEL: "silent",
    STORYFRAME_LOAD_DEMO_DATA: "false",
    STORYFRAME_SCHEDULER_INTERVAL_MS: "0",
    STORYFRAME_SECRETS_KEY: MASTER_KEY,
    ...(postgres ? { STORYFRAME_DATABASE_URL: postgres.url } : {}),
  });
  return {
    config,
    remove: async () => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table of the metadata database, read from the schema catalogue. */
async function metadataTables(database: MetadataDatabase): Promise<string[]> {
  const query =
    database.dialect === "sqlite"
      ? sql<{
          name: string;
        }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
      : sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`;
  return (await query.execute(database.db)).rows.map((row) => row.name);
}

/** A table's rows, each as JSON, in a stable order. */
async function rowsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
  return result.rows.map((row) => JSON.stringify(row)).sort();
}

type TableDigest = { table: string; rows: string; checksum: string };

/** Every table of a DuckDB database with its row count and an order-independent checksum of its rows. */
async function duckDbDigest(connection: DuckDbConnection): Promise<TableDigest[]> {
  const options = { timeoutMs: 30_000, maxRows: 10_000 };
  const tables = await connection.query(
    "SELECT schema_name, table_name FROM duckdb_tables() WHERE database_name = current_database() ORDER BY 1, 2",
    {},
    options,
  );
  const digests: TableDigest[] = [];
  for (const { schema_name, table_name } of tables.rows) {
    const qualified = `"${String(schema_name)}"."${String(table_name)}"`;
    const { rows } = await connection.query(
      `SELECT count(*)::VARCHAR AS n, coalesce(sum(hash(t)::HUGEINT), 0)::VARCHAR AS checksum FROM ${qualified} t`,
      {},
      options,
    );
    digests.push({ table: qualified, rows: String(rows[0]?.n), checksum: String(rows[0]?.checksum) });
  }
  return digests;
}

async function withDuckDbFile<T>(file: string, work: (connection: DuckDbConnection) => Promise<T>): Promise<T> {
  const connection = await DuckDbConnection.open(file, { memoryLimit: "256MB", threads: 1 });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

describe.each(databaseKinds)("storyframe backup and restore on %s", (kind) => {
  let source: TestApp;
  let work: string;
  let backupDir: string;
  const cliActor = (domainName: string) => systemActor(SYSTEM_ACTOR_NAMES.cli, domainName);

  beforeAll(async () => {
    source = await buildTestApp(kind, { STORYFRAME_SECRETS_KEY: MASTER_KEY, STORYFRAME_SCHEDULER_INTERVAL_MS: "0" });
    work = mkdtempSync(join(tmpdir(), "storyframe-backup-test-"));
    backupDir = join(work, "backup");
    const { services } = source;
    const created = await services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme Analytics",
      hostnames: ["acme.backup.test"],
      logoUrl: null,
      allowAnonymousAuthentication: false,
    });
    expect(created.ok).toBe(true);
    await services.users.create(
      cliActor("acme"),
      { name: "Olive Ops", emailAddress: "olive@acme.backup.test", roles: [] },
      { sendWelcomeEmail: false },
    );
    await services.tenantSecrets.set("acme", "speech-api-key", "acme-speech-key");
    await services.branches.create("demo", "before-backup", "main", null);
    const acme = await services.connections.embedded("acme");
    await acme.executeInTransaction([
      "CREATE TABLE scenarios (id INTEGER PRIMARY KEY, name VARCHAR, shares DOUBLE[], saved_at TIMESTAMP)",
      "INSERT INTO scenarios SELECT i, 'scenario ' || i, [i * 0.5, i * 1.5], TIMESTAMP '2026-01-01' + to_days(i) FROM range(1, 501) r(i)",
      "CREATE VIEW recent_scenarios AS SELECT * FROM scenarios WHERE id > 400",
    ]);
    const demo = await services.connections.embedded("demo");
    await demo.execute("CREATE TABLE feedback (id INTEGER, note VARCHAR); INSERT INTO feedback VALUES (1, 'kept')");
  });
  afterAll(async () => {
    await source?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up a running installation and restores every table of the metadata and DuckDB databases unchanged", async () => {
    const backedUp = await storyframe(["backup", backupDir], installationEnv(source.config));
    expect(backedUp.stderr).not.toMatch(/\n\s+at /);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      /^Backed up to .* at migration \d{4}_\w+, the analytics databases of 'acme', 'demo'/,
    );
    const manifest = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8"));
    expect(manifest.metadata.dialect).toBe(kind);
    expect(manifest.analytics.map((entry: { domainName: string }) => entry.domainName)).toEqual(["acme", "demo"]);

    const target = await emptyInstallation(kind);
    try {
      const restored = await storyframe(["restore", backupDir], installationEnv(target.config));
      expect(restored.stderr).not.toMatch(/\n\s+at /);
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/^Restored the backup of /);

      const copy = openDatabase(target.config.database);
      try {
        const tables = await metadataTables(source.database);
        expect(tables).toEqual(expect.arrayContaining(["tenants", "users", "content_objects", "branches"]));
        expect(await metadataTables(copy)).toEqual(tables);
        for (const table of tables) {
          expect({ table, rows: await rowsOf(copy.db, table) }).toEqual({
            table,
            rows: await rowsOf(source.database.db, table),
          });
        }
      } finally {
        await copy.close();
      }

      for (const domainName of ["acme", "demo"]) {
        const original = await duckDbDigest(await source.services.connections.embedded(domainName));
        const restoredFile = join(target.config.data.analyticsDir, `${domainName}.duckdb`);
        expect(await withDuckDbFile(restoredFile, duckDbDigest)).toEqual(original);
      }
      const acmeTables = await duckDbDigest(await source.services.connections.embedded("acme"));
      expect(acmeTables).toContainEqual(expect.objectContaining({ table: '"main"."scenarios"', rows: "500" }));

      // The restored installation starts and serves the same tenants, users, secrets, branches and written data.
      const installation = await prepareInstallation(target.config, { info: quiet, error: quiet });
      try {
        await installation.services.tenantSecrets.assertReadable();
        expect(installation.migrationsApplied).toEqual([]);
        expect((await installation.services.tenantService.list()).map((t) => t.domainName)).toEqual(["acme", "demo"]);
        expect(await installation.services.access.findUserByEmail("acme", "olive@acme.backup.test")).toBeDefined();
        expect(await installation.services.tenantSecrets.get("acme", "speech-api-key")).toBe("acme-speech-key");
        expect(await installation.services.branches.require("demo", "before-backup")).toBeDefined();
        const scenarios = await (await installation.services.connections.embedded("acme")).query(
          "SELECT count(*)::INTEGER AS n FROM recent_scenarios",
          {},
          { timeoutMs: 10_000, maxRows: 1 },
        );
        expect(scenarios.rows).toEqual([{ n: 100 }]);
      } finally {
        await installation.services.connections.closeAll();
        await installation.database.close();
      }
    } finally {
      await target.remove();
    }
  }, 240_000);

  it("backs up an installation whose server is stopped the same way", async () => {
    const target = await emptyInstallation(kind);
    const again = join(work, "stopped-server");
    try {
      await restoreInstallation(target.config, backupDir, quiet);
      await backUpInstallation(target.config, again, quiet);
      const first = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8"));
      const second = JSON.parse(readFileSync(join(again, "manifest.json"), "utf8"));
      expect(second.metadata.migrations).toEqual(first.metadata.migrations);
      expect(second.analytics).toEqual(first.analytics);
      for (const domainName of ["acme", "demo"]) {
        const file = `${domainName}.duckdb`;
        expect(await withDuckDbFile(join(again, "analytics", file), duckDbDigest)).toEqual(
          await withDuckDbFile(join(backupDir, "analytics", file), duckDbDigest),
        );
      }
    } finally {
      await target.remove();
    }
  }, 120_000);

  it("takes a backup during writes that holds each write whole or not at all", async () => {
    const { services } = source;
    const ledger = await services.connections.embedded("acme");
    await ledger.executeInTransaction([
      "CREATE TABLE ledger_debits (entry INTEGER PRIMARY KEY)",
      "CREATE TABLE ledger_credits (entry INTEGER PRIMARY KEY)",
    ]);
    let entries = 0;
    let users = 0;
    let writing = true;
    // Each DuckDB write adds a debit and a credit in one transaction; each user creation writes the user and
    // its audit entry in one transaction. A consistent copy holds both halves of each, or neither.
    const writes = (async () => {
      while (writing) {
        entries += 1;
        await ledger.executeInTransaction([
          `INSERT INTO ledger_debits VALUES (${entries})`,
          `INSERT INTO ledger_credits VALUES (${entries})`,
        ]);
        users += 1;
        await services.users.create(
          cliActor("acme"),
          { name: `Writer ${users}`, emailAddress: `writer-${users}@acme.backup.test`, roles: [] },
          { sendWelcomeEmail: false },
        );
      }
    })();
    const duringDir = join(work, "during-writes");
    const before = { entries, users };
    const backedUp = await storyframe(["backup", duringDir], installationEnv(source.config));
    const after = { entries, users };
    writing = false;
    await writes;
    expect(backedUp.stderr).not.toMatch(/\n\s+at /);
    expect(backedUp.code).toBe(0);
    expect(after.entries).toBeGreaterThan(before.entries);

    const copied = await withDuckDbFile(join(duringDir, "analytics", "acme.duckdb"), async (connection) => {
      const read = async (table: string) =>
        (
          await connection.query(
            `SELECT entry FROM ${table} ORDER BY entry`,
            {},
            { timeoutMs: 10_000, maxRows: 100_000 },
          )
        ).rows.map((row) => Number(row.entry));
      return { debits: await read("ledger_debits"), credits: await read("ledger_credits") };
    });
    expect(copied.credits).toEqual(copied.debits);
    expect(copied.debits.length).toBeGreaterThanOrEqual(before.entries);
    expect(copied.debits.length).toBeLessThanOrEqual(after.entries);

    const target = await emptyInstallation(kind);
    try {
      await restoreInstallation(target.config, duringDir, quiet);
      const copy = openDatabase(target.config.database);
      try {
        const writers = await copy.db
          .selectFrom("users")
          .select("id")
          .where("email_address", "like", "writer-%")
          .execute();
        const audited = await copy.db
          .selectFrom("admin_audit")
          .select("resource_id")
          .where("resource_name", "like", "Writer %")
          .execute();
        expect(audited.map((row) => row.resource_id).sort()).toEqual(writers.map((row) => row.id).sort());
        expect(writers.length).toBeGreaterThanOrEqual(before.users);
        expect(writers.length).toBeLessThanOrEqual(after.users);
      } finally {
        await copy.close();
      }
    } finally {
      await target.remove();
    }
  }, 240_000);

  it("refuses to restore into a data folder or a database that is not empty, and leaves them as they were", async () => {
    const target = await emptyInstallation(kind);
    try {
      mkdirSync(target.config.dataDir, { recursive: true });
      writeFileSync(join(target.config.dataDir, "notes.txt"), "someone's file");
      await expect(restoreInstallation(target.config, backupDir, quiet)).rejects.toThrow(
        new BackupError(
          `The data folder ${target.config.dataDir} is not empty. A restore goes into an empty data folder: point STORYFRAME_DATA_DIR at a new folder (and stop any server using it).`,
        ),
      );
      expect(readdirSync(target.config.dataDir)).toEqual(["notes.txt"]);
      if (source.config.database.kind === "postgres") {
        // An empty data folder, but the source's own database, which is in use.
        rmSync(join(target.config.dataDir, "notes.txt"));
        const occupied = { ...target.config, database: source.config.database };
        await expect(restoreInstallation(occupied, backupDir, quiet)).rejects.toThrow(
          /is not empty \(it holds public\./,
        );
        expect(readdirSync(target.config.dataDir)).toEqual([]);
      }
    } finally {
      await target.remove();
    }
  });

  it("refuses a backup whose manifest was changed, with a clear message and no stack trace", async () => {
    const tampered = join(work, "tampered");
    cpSync(backupDir, tampered, { recursive: true });
    const manifestFile = join(tampered, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    manifest.metadata.migrations = manifest.metadata.migrations.slice(0, -1);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    const target = await emptyInstallation(kind);
    try {
      const run = await storyframe(["restore", tampered], installationEnv(target.config));
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stderr.trim().split("\n").at(-1)).toBe(
        `${manifestFile} was changed after the backup was written (its checksum does not match); nothing was restored.`,
      );
      expect(run.stdout).toBe("");
    } finally {
      await target.remove();
    }
  }, 120_000);

  it("refuses a backup whose files do not match their checksums", async () => {
    const damaged = join(work, "damaged");
    cpSync(backupDir, damaged, { recursive: true });
    writeFileSync(join(damaged, "analytics", "demo.duckdb"), "not the backed-up bytes");
    const target = await emptyInstallation(kind);
    try {
      await expect(restoreInstallation(target.config, damaged, quiet)).rejects.toThrow(
        "The backup is damaged: analytics/demo.duckdb does not match the checksum in the manifest; nothing was restored.",
      );
      expect(existsSync(target.config.dataDir)).toBe(false);
    } finally {
      await target.remove();
    }
  });
});
