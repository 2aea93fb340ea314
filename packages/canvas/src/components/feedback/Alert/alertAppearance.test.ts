import { describe, expect, it } from "vitest";
import { contrastRatio, palette } from "../../shared/palette";
import { alertAppearance, alertKinds, alertVariants } from "./alertAppearance";

describe("alertAppearance", () => {
  it("colours success green, error red, warning yellow and info blue", () => {
    expect(alertAppearance("success", "filled").background).toBe(palette.green[700]);
    expect(alertAppearance("error", "filled").background).toBe(palette.red[700]);
    expect(alertAppearance("warning", "filled").background).toBe(palette.yellow[500]);
    expect(alertAppearance("info", "filled").background).toBe(palette.blue[700]);
    expect(alertAppearance("warning", "standard").background).toBe(palette.yellow[50]);
  });

  const pairs = alertKinds.flatMap((kind) => alertVariants.map((variant) => [kind, variant] as const));

  it.each(pairs)("%s %s keeps its text at 4.5:1 contrast or more", (kind, variant) => {
    const { background, text } = alertAppearance(kind, variant);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(pairs)("%s %s keeps its icon visible (3:1 or more)", (kind, variant) => {
    const { background, icon } = alertAppearance(kind, variant);
    expect(contrastRatio(icon, background)).toBeGreaterThanOrEqual(3);
  });
});
