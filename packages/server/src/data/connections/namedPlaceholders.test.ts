import { describe, expect, it } from "vitest";
import { toPositional } from "./namedPlaceholders";

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
