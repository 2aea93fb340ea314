import { describe, expect, it } from "vitest";
import { dataEndpointSchema } from "./contentSchemas";

const issuesOf = (maxRows: unknown) => {
  const parsed = dataEndpointSchema.safeParse({ sql: "SELECT 1", maxRows });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("an endpoint's maxRows", () => {
  it("is left out unless given, so the installation's row cap applies", () => {
    expect(dataEndpointSchema.parse({ sql: "SELECT 1" }).maxRows).toBeUndefined();
  });

  it("takes a whole number of rows from 1 to 1,048,575", () => {
    expect(dataEndpointSchema.parse({ sql: "SELECT 1", maxRows: 200_000 }).maxRows).toBe(200_000);
    expect(dataEndpointSchema.parse({ sql: "SELECT 1", maxRows: 1 }).maxRows).toBe(1);
    expect(dataEndpointSchema.parse({ sql: "SELECT 1", maxRows: 1_048_575 }).maxRows).toBe(1_048_575);
  });

  it("refuses other values, naming the field", () => {
    expect(issuesOf(0)).toEqual(["maxRows: must be at least 1"]);
    expect(issuesOf(1_048_576)).toEqual(["maxRows: must be at most 1,048,575 (the rows of an Excel sheet)"]);
    expect(issuesOf(2.5)).toEqual(["maxRows: must be a whole number of rows"]);
    expect(issuesOf("200000")).toHaveLength(1);
    expect(issuesOf("200000")[0]).toMatch(/^maxRows: /);
  });
});
