import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { MIN_TEXT_CONTRAST, readableFill, readableShade } from "./readableColor";

describe("readableShade", () => {
  it("keeps a colour that already reads", () => {
    expect(readableShade("#1565c0", "#ffffff")).toBe("#1565c0");
  });

  it("darkens a colour just enough to reach 4.5:1", () => {
    const shade = readableShade("#0288d1", "#ffffff");
    expect(shade).not.toBe("#0288d1");
    expect(getContrastRatio(shade, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(getContrastRatio(shade, "#ffffff")).toBeLessThan(6);
  });
});

describe("readableFill", () => {
  it("keeps the colour and its text colour when they read", () => {
    expect(readableFill("#2f55d4", "#ffffff")).toEqual({ background: "#2f55d4", text: "#ffffff" });
  });

  it("writes dark text on a light colour whose white text does not read (warning orange)", () => {
    const fill = readableFill("#ed6c02", "#ffffff");
    expect(fill.background).toBe("#ed6c02");
    expect(getContrastRatio(fill.background, fill.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("darkens a mid colour on which neither text reads (teal)", () => {
    const fill = readableFill("#0f8a7e", "#ffffff");
    expect(fill.text).toBe("#ffffff");
    expect(getContrastRatio(fill.background, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
