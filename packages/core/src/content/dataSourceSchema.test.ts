import { describe, expect, it } from "vitest";
import { dataSourceSchema } from "./contentSchemas";

describe("a data source's endpoint path", () => {
  it("takes plain segments, dots inside a name included", () => {
    expect(dataSourceSchema.safeParse({ name: "kpis", apiEndpoint: ["fleet", "..kpis", "v1.2"] }).success).toBe(true);
  });

  it("refuses a '.' or '..' segment, which an address would resolve to another path", () => {
    for (const apiEndpoint of [
      ["..", "api", "users"],
      ["fleet", ".", "kpis"],
    ]) {
      const result = dataSourceSchema.safeParse({ name: "kpis", apiEndpoint });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("must be a plain path segment");
    }
  });
});
