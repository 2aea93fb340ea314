import { describe, expect, it } from "vitest";
import { deltaRowBars } from "./deltaRowBars";

describe("deltaRowBars", () => {
  it("shows values of a 0–1 row as percentages", () => {
    expect(deltaRowBars([0.84, { label: "Night", value: 0.705 }], 1)).toEqual([
      { label: undefined, fillPercentage: 0.84, text: "84%", color: undefined },
      { label: "Night", fillPercentage: 0.705, text: "71%", color: undefined },
    ]);
  });

  it("divides by the maximum and writes 'value / maximum' otherwise", () => {
    const [north, south] = deltaRowBars([{ label: "North", value: 52_300 }, 61_900], 60_000);
    expect(north?.fillPercentage).toBeCloseTo(0.8717, 4);
    expect(north?.text).toBe("52,300 / 60,000");
    expect(south?.fillPercentage).toBeGreaterThan(1);
    expect(south?.text).toBe("61,900 / 60,000");
  });

  it("keeps the author's text and colour", () => {
    expect(deltaRowBars([{ label: "Fuel", value: 0.5, text: "Half", color: "green" }], 1)).toEqual([
      { label: "Fuel", fillPercentage: 0.5, text: "Half", color: "green" },
    ]);
  });

  it("shows a missing value as an empty bar with a dash", () => {
    expect(deltaRowBars([null, { label: "Idle", value: null, color: "orange" }], 1)).toEqual([
      { label: undefined, fillPercentage: 0, text: "—", color: undefined },
      { label: "Idle", fillPercentage: 0, text: "—", color: "orange" },
    ]);
  });
});
