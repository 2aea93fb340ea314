import { describe, expect, it } from "vitest";
import { leadingKeyword, splitStatements, toPositional } from "./namedPlaceholders";

describe("toPositional", () => {
  it("numbers each name once, in order of first use", () => {
    expect(toPositional("SELECT * FROM t WHERE ($site IS NULL OR site = $site) AND d > $from")).toEqual({
      text: "SELECT * FROM t WHERE ($1 IS NULL OR site = $1) AND d > $2",
      names: ["site", "from"],
    });
  });

  it("leaves literals, quoted identifiers, comments and dollar-quoted text alone", () => {
    const sql = `SELECT '$a', "$b", $$ $c $$ -- $d\n/* $e */ , $f`;
    expect(toPositional(sql)).toEqual({ text: `SELECT '$a', "$b", $$ $c $$ -- $d\n/* $e */ , $1`, names: ["f"] });
  });

  it("adds the cast of each parameter's declared type", () => {
    expect(toPositional("SELECT $d, $d", (name) => (name === "d" ? "::date" : "")).text).toBe(
      "SELECT $1::date, $1::date",
    );
  });
});

describe("splitStatements", () => {
  it("splits at the semicolons outside literals, quoted identifiers, comments and dollar-quoted bodies", () => {
    const sql = `INSERT INTO t VALUES ('a;b', "c;d"); -- one; two\nSELECT $$ ; $$ /* ; */;\n\n-- only a comment;\n`;
    expect(splitStatements(sql)).toEqual([
      `INSERT INTO t VALUES ('a;b', "c;d")`,
      " -- one; two\nSELECT $$ ; $$ /* ; */",
    ]);
  });
});

describe("leadingKeyword", () => {
  it("reads the first keyword after comments, upper case", () => {
    expect(leadingKeyword("-- the list\n/* of notes */ with x AS (SELECT 1) SELECT * FROM x")).toBe("WITH");
    expect(leadingKeyword("  -- nothing but a comment")).toBe("");
  });
});
