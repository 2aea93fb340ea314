import { describe, expect, it } from "vitest";
import { countRows, limitRows } from "./dataConnection";

describe("limitRows", () => {
  it("wraps a query so a trailing line comment cannot swallow the closing parenthesis", () => {
    expect(limitRows("SELECT 1 -- one", 10)).toBe("SELECT * FROM (\nSELECT 1 -- one\n) AS result LIMIT 11");
  });

  it("drops a closing semicolon and the comments after it", () => {
    expect(limitRows("SELECT 1; -- one\n/* two */ ", 5)).toBe("SELECT * FROM (\nSELECT 1\n) AS result LIMIT 6");
  });

  it("keeps semicolons inside the query", () => {
    expect(limitRows("SELECT ';' AS s", 1)).toBe("SELECT * FROM (\nSELECT ';' AS s\n) AS result LIMIT 2");
  });
});

describe("countRows", () => {
  it("counts a query's rows as a subquery, its closing semicolon and comments dropped", () => {
    expect(countRows("SELECT i FROM t ORDER BY i; -- all")).toBe(
      "SELECT COUNT(*) AS total FROM (\nSELECT i FROM t ORDER BY i\n) AS result",
    );
  });
});
