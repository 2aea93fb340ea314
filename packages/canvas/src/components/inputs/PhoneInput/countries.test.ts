import { describe, expect, it } from "vitest";
import { countryOptions, flagEmoji } from "./countries";

describe("countries", () => {
  it("makes flag emoji from country codes", () => {
    expect(flagEmoji("ZA")).toBe("🇿🇦");
    expect(flagEmoji("gb")).toBe("🇬🇧");
    expect(flagEmoji("Z1")).toBe("");
  });

  it("lists the countries by name with their calling codes", () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options.find((option) => option.code === "ZA")).toEqual({
      code: "ZA",
      name: "South Africa",
      callingCode: "+27",
      flag: "🇿🇦",
    });
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second, "en")));
  });
});
