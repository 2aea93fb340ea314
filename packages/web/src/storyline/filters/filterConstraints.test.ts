import { type StorylineFilter, storylineFilterSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { filterProblem, withinFilterConstraints } from "./filterConstraints";

const from = storylineFilterSchema.parse({ parameter: "from", label: "From", type: "date", notAfter: "to" });
const to = storylineFilterSchema.parse({ parameter: "to", label: "To", type: "date" });
const year = storylineFilterSchema.parse({ parameter: "year", label: "Year", type: "number", min: 1955, max: 2005 });
const filters: StorylineFilter[] = [from, to, year];

describe("filterProblem", () => {
  it("refuses a From after its To with a sentence naming the To", () => {
    expect(filterProblem(from, "2026-11-15", { to: "2026-10-31" }, filters)).toBe(
      "From must be on or before To (31 Oct 2026).",
    );
  });

  it("refuses a To before its From, though only the From declares the pair", () => {
    expect(filterProblem(to, "2026-10-01", { from: "2026-10-18" }, filters)).toBe(
      "To must be on or after From (18 Oct 2026).",
    );
  });

  it("accepts equal dates and an open end", () => {
    expect(filterProblem(from, "2026-10-31", { to: "2026-10-31" }, filters)).toBeNull();
    expect(filterProblem(from, "2026-11-15", { to: null }, filters)).toBeNull();
  });

  it("refuses a number outside its bounds", () => {
    expect(filterProblem(year, 1950, {}, filters)).toBe("Year must be between 1955 and 2005.");
    expect(filterProblem(year, 2005, {}, filters)).toBeNull();
  });
});

describe("withinFilterConstraints", () => {
  it("puts bad values back to the storyline's defaults", () => {
    const defaults = { from: "2026-10-18", to: "2026-10-31", year: 2005 };
    expect(withinFilterConstraints(filters, { from: "2026-11-15", to: "2026-10-31", year: 3000 }, defaults)).toEqual(
      defaults,
    );
  });

  it("empties a bad value whose default is bad as well", () => {
    expect(withinFilterConstraints(filters, { from: "2026-11-15", to: "2026-10-31" }, { from: "2026-12-01" })).toEqual({
      from: null,
      to: "2026-10-31",
    });
  });
});
