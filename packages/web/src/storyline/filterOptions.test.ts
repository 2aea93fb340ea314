import { storylineFilterSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { dateInputValue, filterOptions, parseFieldText } from "./filterOptions";

describe("filterOptions", () => {
  it("lists fixed options, then distinct values from the data source rows", () => {
    const filter = storylineFilterSchema.parse({
      parameter: "site",
      label: "Site",
      type: "select",
      options: [{ value: "all", label: "All" }],
      optionsFrom: { dataSource: "sites", valueField: "site", labelField: "site_name" },
    });
    const rows = [
      { site: "N", site_name: "North pit" },
      { site: "N", site_name: "duplicate" },
      { site: "S" },
      { site: { nested: true } },
      null,
    ];
    expect(filterOptions(filter, rows)).toEqual([
      { value: "all", label: "All" },
      { value: "N", label: "North pit" },
      { value: "S", label: "S" },
    ]);
    expect(filterOptions(filter, undefined)).toEqual([{ value: "all", label: "All" }]);
  });
});

describe("field values", () => {
  it("shows dates as YYYY-MM-DD", () => {
    expect(dateInputValue("2026-10-18")).toBe("2026-10-18");
    expect(dateInputValue(new Date("2026-10-18T00:00:00Z"))).toBe("2026-10-18");
    expect(dateInputValue(null)).toBe("");
  });
  it("parses numbers, clears on empty text and refuses what is not a number", () => {
    const number = storylineFilterSchema.parse({ parameter: "year", label: "Year", type: "number" });
    expect(parseFieldText(number, " 1990 ")).toBe(1990);
    expect(parseFieldText(number, "")).toBeNull();
    expect(parseFieldText(number, "abc")).toBeUndefined();
    const text = storylineFilterSchema.parse({ parameter: "q", label: "Search" });
    expect(parseFieldText(text, " pit ")).toBe("pit");
  });
});
