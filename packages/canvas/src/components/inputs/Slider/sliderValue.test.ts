import { describe, expect, it } from "vitest";
import { formatSliderNumber, formatSliderValue, sameSliderValue, toSliderValue } from "./sliderValue";

const single = { min: 0, max: 100, range: false };
const range = { min: 10, max: 50, range: true };

describe("toSliderValue", () => {
  it("reads a stored number, kept within min and max", () => {
    expect(toSliderValue(42, single)).toBe(42);
    expect(toSliderValue(-5, single)).toBe(0);
    expect(toSliderValue(250, single)).toBe(100);
  });

  it("shows min for an unset or unusable value", () => {
    for (const stored of [undefined, null, "42", Number.NaN, [1, 2]]) expect(toSliderValue(stored, single)).toBe(0);
  });

  it("reads a stored range as [from, to], ordered and kept within the bounds", () => {
    expect(toSliderValue([20, 30], range)).toEqual([20, 30]);
    expect(toSliderValue([30, 20], range)).toEqual([20, 30]);
    expect(toSliderValue([0, 80], range)).toEqual([10, 50]);
  });

  it("shows the full range for an unset or unusable range", () => {
    for (const stored of [undefined, 25, [25], [1, 2, 3], ["10", 20]]) {
      expect(toSliderValue(stored, range)).toEqual([10, 50]);
    }
  });
});

describe("sameSliderValue", () => {
  it("compares numbers and both ends of ranges", () => {
    expect(sameSliderValue(3, 3)).toBe(true);
    expect(sameSliderValue(3, 4)).toBe(false);
    expect(sameSliderValue([1, 2], [1, 2])).toBe(true);
    expect(sameSliderValue([1, 2], [1, 3])).toBe(false);
    expect(sameSliderValue(1, [1, 1])).toBe(false);
  });
});

describe("formatting", () => {
  it("writes numbers in en-US with the unit, symbols attached and words spaced", () => {
    expect(formatSliderNumber(1250.5, undefined)).toBe("1,250.5");
    expect(formatSliderNumber(12, "%")).toBe("12%");
    expect(formatSliderNumber(220, "t")).toBe("220 t");
  });

  it("writes a range as 'from – to'", () => {
    expect(formatSliderValue([100, 250], "km")).toBe("100 km – 250 km");
    expect(formatSliderValue(7, undefined)).toBe("7");
  });
});
