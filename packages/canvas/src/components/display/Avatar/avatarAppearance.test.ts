import { describe, expect, it } from "vitest";
import { avatarColorStyle, avatarColors, colorForName, initialsOf } from "./avatarAppearance";

describe("avatarColorStyle", () => {
  it.each(avatarColors)("%s keeps the initials at 4.5:1 contrast or more", (color) => {
    const style = avatarColorStyle(color);
    expect(style.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it("uses dark text on yellow and white text on dark blue", () => {
    expect(avatarColorStyle("yellow").text).toBe("#212121");
    expect(avatarColorStyle("darkblue").text).toBe("#ffffff");
  });
});

describe("initialsOf", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["  thandi  mokoena ", "TM"],
    ["Jean-Luc van der Berg", "JB"],
    ["fleet", "F"],
    ["", ""],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("colorForName", () => {
  it("gives a name the same palette colour every time, whatever its case", () => {
    expect(colorForName("Ada Lovelace")).toBe(colorForName("ada lovelace"));
    expect(avatarColors).toContain(colorForName("Sipho Ndlovu"));
  });

  it("spreads names over several colours", () => {
    const names = ["Ada", "Ben", "Chen", "Dara", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jo"];
    expect(new Set(names.map(colorForName)).size).toBeGreaterThan(2);
  });
});
