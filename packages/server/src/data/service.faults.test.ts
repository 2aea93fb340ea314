import { DuckDBInstance } from "@duckdb/node-api";
import { describe, expect, it } from "vitest";
import type { BranchService } from "../branches/service";
import type { ContentRepository } from "../content/repository";
import { InsufficientStorageError } from "../shared/domainErrors";
import { FAULT_MESSAGES } from "../shared/faults";
import type { ConnectionRegistry } from "./connections/connectionRegistry";
import { DataService } from "./service";

/** What DuckDB throws when the disk under it takes no more bytes: a real write to /dev/full, caught. */
async function duckDbDiskFullError(): Promise<unknown> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    await connection.run("COPY (SELECT range AS i FROM range(100000)) TO '/dev/full' (FORMAT csv)");
    return new Error("the write to /dev/full did not fail");
  } catch (error) {
    return error;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const limits = {
  timeoutMs: 5_000,
  maxRows: 100,
  cacheTtlMs: 0,
  queryConcurrency: 1,
  queryQueueLimit: 10,
  userQueryConcurrency: 0,
  userQueryQueueLimit: 0,
};

/**
 * The data engine turns a disk that refused its connection's write into 507 with a sentence (decision 082), never
 * a 502 with the database's words. The connection is a stand-in that fails as DuckDB did on a full disk.
 */
describe("DataService on a disk that refuses a write", () => {
  it("answers the data server's disk message as insufficient storage", async () => {
    const diskFull = await duckDbDiskFullError();
    const connections = {
      embedded: async () => ({
        kind: "duckdb",
        query: async () => {
          throw diskFull;
        },
      }),
    } as unknown as ConnectionRegistry;
    const data = new DataService({} as ContentRepository, {} as BranchService, connections, limits);
    const refused = await data
      .queryEmbedded({ tenant: "demo", user: "tests" }, "SELECT 1", {}, 10)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientStorageError);
    expect((refused as Error).message).toBe(FAULT_MESSAGES.dataStorageFull);
  });
});
