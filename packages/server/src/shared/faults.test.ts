import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test/freePort";
import { faultOf } from "./faults";

/** What a driver threw, caught. */
function caught(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error("the action did not fail");
}

function postgresError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, 0, "error");
  error.code = code;
  return error;
}

describe("faultOf", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "storyframe-faults-"));
    const file = new SqliteDatabase(join(dir, "metadata.sqlite"));
    file.exec("CREATE TABLE notes (text TEXT)");
    file.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("tells a full SQLite database from SQLite's own error", () => {
    const sqlite = new SqliteDatabase(join(dir, "metadata.sqlite"));
    sqlite.pragma(`max_page_count = ${sqlite.pragma("page_count", { simple: true })}`);
    const error = caught(() => sqlite.prepare("INSERT INTO notes VALUES (?)").run("x".repeat(100_000)));
    sqlite.close();
    expect((error as { code: string }).code).toBe("SQLITE_FULL");
    expect(faultOf(error)).toBe("storage-full");
  });

  it("tells a read-only SQLite file from SQLite's own error", () => {
    const sqlite = new SqliteDatabase(join(dir, "metadata.sqlite"), { readonly: true });
    const error = caught(() => sqlite.prepare("INSERT INTO notes VALUES ('x')").run());
    sqlite.close();
    expect((error as { code: string }).code).toBe("SQLITE_READONLY");
    expect(faultOf(error)).toBe("storage-read-only");
  });

  it("tells an unreachable PostgreSQL server from the driver's connection error", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await freePort(), user: "nobody", database: "none" });
    const error = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(faultOf(error)).toBe("unreachable");
  });

  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
    ["08006", "connection failure"],
  ])("tells a PostgreSQL server that cannot serve now by its state %s", (code, message) => {
    expect(faultOf(postgresError(code, message))).toBe("unreachable");
  });

  it("tells a connection that died under a query by the driver's words", () => {
    expect(faultOf(new Error("Connection terminated unexpectedly"))).toBe("unreachable");
  });

  it("tells a PostgreSQL standby that takes no writes, and a full PostgreSQL disk", () => {
    expect(faultOf(postgresError("25006", "cannot execute INSERT in a read-only transaction"))).toBe(
      "storage-read-only",
    );
    expect(faultOf(postgresError("53100", "could not extend file: No space left on device"))).toBe("storage-full");
  });

  it("tells a disk that refused DuckDB's write, and a file system's own refusal", async () => {
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    // /dev/full takes no byte: DuckDB answers as on a full disk.
    const error = await connection
      .run("COPY (SELECT range AS i FROM range(100000)) TO '/dev/full' (FORMAT csv)")
      .then(() => new Error("the write to /dev/full did not fail"))
      .catch((caughtError: unknown) => caughtError);
    connection.closeSync();
    instance.closeSync();
    expect(String(error)).toContain("IO Error");
    expect(faultOf(error)).toBe("storage-full");
    expect(faultOf(Object.assign(new Error("ENOSPC: no space left"), { code: "ENOSPC" }))).toBe("storage-full");
    expect(faultOf(Object.assign(new Error("EROFS: read-only file system"), { code: "EROFS" }))).toBe(
      "storage-read-only",
    );
  });

  it("looks into every attempt of an aggregate and into the cause", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(faultOf(new AggregateError([new Error("other"), refused]))).toBe("unreachable");
    expect(faultOf(new Error("wrapped", { cause: refused }))).toBe("unreachable");
  });

  it("leaves programming errors and bad queries alone", () => {
    expect(faultOf(new TypeError("Cannot read properties of undefined"))).toBeUndefined();
    expect(faultOf(postgresError("42601", 'syntax error at or near "SELEC"'))).toBeUndefined();
    expect(faultOf(Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }))).toBe(
      undefined,
    );
    expect(faultOf("a string")).toBeUndefined();
  });
});
