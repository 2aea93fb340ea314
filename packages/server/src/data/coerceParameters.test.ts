import { describe, expect, it } from "vitest";
import { coerceParameters } from "./coerceParameters";

const declared = [
  { name: "site", type: "string" as const, required: false },
  { name: "from", type: "date" as const, required: true, default: "2026-10-18" },
  { name: "limit", type: "integer" as const, required: false, default: 10 },
  { name: "countries", type: "string[]" as const, required: false },
  { name: "symbol", type: "string" as const, required: true },
];

describe("coerceParameters", () => {
  it("fills defaults, keeps given values and lists missing required ones", () => {
    expect(coerceParameters(declared, { site: "PIT-N", countries: ["Chile", "Peru"], extra: "ignored" })).toEqual({
      values: { site: "PIT-N", from: "2026-10-18", limit: 10, countries: ["Chile", "Peru"], symbol: null },
      missing: ["symbol"],
      problems: {},
    });
  });

  it("turns dates into ISO dates and refuses values of the wrong type", () => {
    const result = coerceParameters(declared, { from: new Date("2026-10-01T00:00:00Z"), limit: 2.5, symbol: 42 });
    expect(result.values.from).toBe("2026-10-01");
    expect(result.problems).toEqual({ limit: ["must be a whole number"], symbol: ["must be text"] });
  });

  it("treats an empty text as no value", () => {
    expect(coerceParameters(declared, { symbol: "" }).missing).toEqual(["symbol"]);
  });

  it("refuses impossible dates and times, and numbers too large to be exact", () => {
    const more = [
      { name: "day", type: "date" as const, required: false },
      { name: "at", type: "timestamp" as const, required: false },
      { name: "n", type: "number" as const, required: false },
      { name: "i", type: "integer" as const, required: false },
    ];
    expect(coerceParameters(more, { day: "2026-02-30", at: "2026-01-01T25:00", n: 1e20, i: 2 ** 60 }).problems).toEqual(
      {
        day: ["must be a date (YYYY-MM-DD)"],
        at: ["must be a date and time (ISO 8601)"],
        n: ["is too large"],
        i: ["is too large"],
      },
    );
  });

  it("turns a date and time with a zone into UTC, and keeps one without a zone as written", () => {
    const at = [{ name: "at", type: "timestamp" as const, required: false }];
    expect(coerceParameters(at, { at: "2026-01-01T15:00:00+05:00" }).values.at).toBe("2026-01-01T10:00:00.000Z");
    expect(coerceParameters(at, { at: "2026-01-01T15:00" }).values.at).toBe("2026-01-01T15:00");
  });

  it("refuses a date in another format", () => {
    expect(coerceParameters(declared, { from: "18/10/2026", symbol: "A" }).problems).toEqual({
      from: ["must be a date (YYYY-MM-DD)"],
    });
  });

  it("binds a json value as its JSON text and refuses a value that is not an object or list", () => {
    const json = [{ name: "operation", type: "json" as const, required: false }];
    const payload = { operation: "rename", name: "Peak'); DROP TABLE t; --" };
    expect(coerceParameters(json, { operation: payload }).values).toEqual({ operation: JSON.stringify(payload) });
    expect(coerceParameters(json, { operation: ["a", 1] }).values).toEqual({ operation: '["a",1]' });
    expect(coerceParameters(json, {}).values).toEqual({ operation: null });
    expect(coerceParameters(json, { operation: "text" }).problems).toEqual({
      operation: ["must be a JSON object or list"],
    });
  });

  it("refuses a json value nested too deeply to turn back into text", () => {
    const json = [{ name: "operation", type: "json" as const, required: false }];
    const depth = 100_000;
    const nested = JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    expect(coerceParameters(json, { operation: nested }).problems).toEqual({ operation: ["is nested too deeply"] });
  });
});
