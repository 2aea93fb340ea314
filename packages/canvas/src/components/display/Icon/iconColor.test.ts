import { describe, expect, it } from "vitest";
import { contrastRatio, palette } from "../../shared/palette";
import { isCssColor, namedIconColors, resolveIconColor } from "./iconColor";

describe("resolveIconColor", () => {
  it("maps palette names to their 700 shade", () => {
    expect(resolveIconColor("darkblue")).toEqual({ kind: "css", color: palette.darkblue[700] });
    expect(resolveIconColor("green")).toEqual({ kind: "css", color: "#2e7d32" });
  });

  it("leaves MUI colour names to the theme", () => {
    expect(resolveIconColor("error")).toEqual({ kind: "theme", color: "error" });
    expect(resolveIconColor("disabled")).toEqual({ kind: "theme", color: "disabled" });
  });

  it("passes other colours through as CSS", () => {
    expect(resolveIconColor(" #ff5500 ")).toEqual({ kind: "css", color: "#ff5500" });
  });

  it("lists palette and MUI names for authors", () => {
    expect(namedIconColors).toEqual(expect.arrayContaining(["red", "darkblue", "grey", "primary", "action"]));
  });

  it("keeps palette icons visible on white (3:1 for graphics), except the light yellow", () => {
    for (const name of ["red", "orange", "green", "blue", "darkblue", "grey"] as const) {
      expect(contrastRatio(palette[name][700], "#ffffff")).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("isCssColor", () => {
  it.each(["#fff", "#12345678", "teal", "rgb(10, 20, 30)", "hsla(120 50% 50% / 0.5)", "var(--brand-color)"])(
    "accepts %s",
    (color) => {
      expect(isCssColor(color)).toBe(true);
    },
  );

  it.each(["red; background: url(x)", "url(javascript:alert(1))", "expression(alert(1))", "#ggg", ""])(
    "refuses %s",
    (color) => {
      expect(isCssColor(color)).toBe(false);
    },
  );
});
