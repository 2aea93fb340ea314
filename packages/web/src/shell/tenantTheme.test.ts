import { describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { brandedTheme } from "./tenantTheme";

describe("brandedTheme", () => {
  it("takes the tenant's primary and secondary colours", () => {
    const branded = brandedTheme(theme, { primaryColor: "#3949ab", secondaryColor: "#00897b" });
    expect(branded.palette.primary.main).toBe("#3949ab");
    expect(branded.palette.secondary.main).toBe("#00897b");
    expect(branded.palette.primary.dark).not.toBe(theme.palette.primary.dark);
    expect(branded.typography.fontFamily).toBe(theme.typography.fontFamily);
  });

  it("keeps the default colours for values that are not hex codes", () => {
    expect(brandedTheme(theme, { primaryColor: "red; background: url(x)", secondaryColor: "" })).toBe(theme);
    expect(brandedTheme(theme, undefined)).toBe(theme);
  });
});
