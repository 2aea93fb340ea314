import { describe, expect, it } from "vitest";
import { storylineFilterSchema, storylineSchema } from "./contentSchemas";

const storyline = (filters: unknown[]) => ({
  name: "fleet",
  title: "Fleet",
  chapters: [{ name: "one", pages: [{ name: "p", paragraphs: [{ name: "a", templateName: "t" }] }] }],
  filters,
});

describe("a filter's constraints", () => {
  it("accepts a From that names its To as the date it may not exceed", () => {
    const parsed = storylineSchema.parse(
      storyline([
        { parameter: "from", label: "From", type: "date", notAfter: "to" },
        { parameter: "to", label: "To", type: "date" },
      ]),
    );
    expect(parsed.filters[0]?.notAfter).toBe("to");
  });

  it("refuses a notAfter that names no filter, itself or a filter of another type", () => {
    for (const notAfter of ["until", "from", "year"]) {
      const result = storylineSchema.safeParse(
        storyline([
          { parameter: "from", label: "From", type: "date", notAfter },
          { parameter: "year", label: "Year", type: "number" },
        ]),
      );
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["filters", 0, "notAfter"]);
    }
  });

  it("refuses a notAfter on a filter that is neither a date nor a number", () => {
    const result = storylineFilterSchema.safeParse({ parameter: "site", label: "Site", type: "select", notAfter: "x" });
    expect(result.success).toBe(false);
  });

  it("refuses a number whose min is greater than its max", () => {
    const result = storylineFilterSchema.safeParse({ parameter: "y", label: "Year", type: "number", min: 9, max: 1 });
    expect(result.error?.issues[0]?.message).toBe("min must not be greater than max");
  });
});
