import { describe, expect, it } from "vitest";
import { dataEndpointSchema } from "./contentSchemas";

const operation = { name: "operation", type: "json" } as const;
/** Every signed-in user may call it. */
const everyone = { requiredTags: [] };
const issuesOf = (input: unknown) => {
  const parsed = dataEndpointSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("dataEndpointSchema", () => {
  it("reads a plain endpoint as a read-only query on the embedded DuckDB", () => {
    expect(dataEndpointSchema.parse({ sql: "SELECT 1" })).toEqual({
      connection: "default",
      writes: false,
      parameters: [],
      sql: "SELECT 1",
    });
  });

  it("accepts an endpoint that writes on 'default' with a json operation parameter", () => {
    const endpoint = dataEndpointSchema.parse({
      ...everyone,
      writes: true,
      operationParameter: "operation",
      parameters: [operation],
      sql: "INSERT INTO t SELECT 1 WHERE $operation IS NOT NULL; SELECT * FROM t",
    });
    expect(endpoint).toMatchObject({ connection: "default", writes: true, operationParameter: "operation" });
  });

  it("accepts an endpoint that writes on a named connection: whether it accepts writes is the tenant's (decision 086)", () => {
    const endpoint = dataEndpointSchema.parse({
      ...everyone,
      connection: "planning",
      writes: true,
      operationParameter: "operation",
      parameters: [operation],
      sql: "INSERT INTO t SELECT 1 WHERE $operation IS NOT NULL; SELECT * FROM t",
      postgresSql: "INSERT INTO t SELECT 1 WHERE $operation IS NOT NULL; SELECT * FROM t",
    });
    expect(endpoint).toMatchObject({ connection: "planning", writes: true });
  });

  it("keeps a PostgreSQL variant of the query, and refuses an empty one", () => {
    expect(dataEndpointSchema.parse({ sql: "SELECT 1", postgresSql: "SELECT 2" }).postgresSql).toBe("SELECT 2");
    expect(issuesOf({ sql: "SELECT 1", postgresSql: "" })).toEqual(["postgresSql: the query is empty"]);
  });

  it("needs the operation parameter of an endpoint that writes, declared as json", () => {
    expect(issuesOf({ ...everyone, writes: true, sql: "SELECT 1" })).toEqual([
      "operationParameter: an endpoint that writes names the json parameter that carries its operation",
    ]);
    expect(
      issuesOf({
        ...everyone,
        writes: true,
        operationParameter: "operation",
        parameters: [{ name: "operation", type: "string" }],
        sql: "SELECT 1",
      }),
    ).toEqual(["operationParameter: names 'operation', which must be declared as a parameter of type json"]);
    expect(issuesOf({ ...everyone, writes: true, operationParameter: "missing", sql: "SELECT 1" })).toEqual([
      "operationParameter: names 'missing', which must be declared as a parameter of type json",
    ]);
  });

  it("needs an endpoint that writes to declare the tags it needs, [] standing for every signed-in user", () => {
    const writing = { writes: true, operationParameter: "operation", parameters: [operation], sql: "SELECT 1" };
    expect(issuesOf(writing)).toEqual([
      "requiredTags: an endpoint that writes declares the tags it needs (requiredTags; [] for every signed-in user)",
    ]);
    expect(dataEndpointSchema.parse({ ...writing, requiredTags: ["fleet::plan"] }).requiredTags).toEqual([
      "fleet::plan",
    ]);
    expect(dataEndpointSchema.parse({ ...writing, ...everyone }).requiredTags).toEqual([]);
  });

  it("refuses an operation parameter on an endpoint that only reads", () => {
    expect(issuesOf({ operationParameter: "operation", parameters: [operation], sql: "SELECT 1" })).toEqual([
      'operationParameter: is only used by an endpoint that writes ("writes": true)',
    ]);
  });

  it("accepts json as a parameter type", () => {
    expect(dataEndpointSchema.parse({ parameters: [operation], sql: "SELECT $operation" }).parameters).toEqual([
      { name: "operation", type: "json", required: false },
    ]);
  });
});
