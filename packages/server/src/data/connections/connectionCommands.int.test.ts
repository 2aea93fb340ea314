import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../cliCommands";
import { prepareInstallation } from "../../startup";
import { buildTestApp, type TestApp } from "../../test/buildTestApp";
import { databaseKinds } from "../../test/testDatabase";

/** `storyframe connection …`: a PostgreSQL connection is read-only unless added with --writes (decision 086). */
describe.each(databaseKinds)("storyframe connection on %s", (kind) => {
  let t: TestApp;
  const storyframe = (...argv: string[]) =>
    runCli(argv, () => prepareInstallation(t.config, { info: () => {}, error: () => {} }));

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds a connection that accepts writes with --writes, and a read-only one without, and lists both", async () => {
    expect(
      await storyframe(
        "connection",
        "add",
        "demo",
        "store",
        "--postgres",
        "postgres://planner:secret@db:5432/plans",
        "--writes",
      ),
    ).toContain("Saved the connection 'store' of 'demo' (postgres://db:5432/plans, accepts writes).");
    await storyframe("connection", "add", "demo", "warehouse", "--postgres", "postgres://reader:secret@db:5432/dw");
    expect(await t.services.connectionDefinitions.find("demo", "store")).toMatchObject({
      kind: "postgres",
      writes: true,
    });
    expect(await t.services.connectionDefinitions.find("demo", "warehouse")).toMatchObject({ writes: false });
    expect((await storyframe("connection", "list", "demo")).split("\n")).toEqual([
      "default\tduckdb\t(embedded)",
      "planning\tduckdb\t(embedded)",
      "store\tpostgres (writes)\tpostgres://db:5432/plans",
      "warehouse\tpostgres\tpostgres://db:5432/dw",
    ]);
  });

  it("leaves the demo's planning connection to the server's start: a command run without its setting keeps it", async () => {
    const store = {
      domainName: "demo",
      name: "planning",
      kind: "postgres",
      url: "postgres://demo@db:5432/store",
    } as const;
    await t.services.connectionDefinitions.save({ ...store, writes: true });
    expect(t.config.data.demoStoreUrl).toBeUndefined();
    await storyframe("connection", "list", "demo");
    expect(await t.services.connectionDefinitions.find("demo", "planning")).toEqual({ ...store, writes: true });
  });
});
