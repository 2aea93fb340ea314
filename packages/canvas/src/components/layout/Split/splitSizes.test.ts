import { describe, expect, it } from "vitest";
import { initialSizes, isSizeList, sameSizes, sizesInOrder } from "./splitSizes";

describe("split sizes", () => {
  it("share the space equally by default", () => {
    expect(initialSizes(4, undefined, undefined)).toEqual([25, 25, 25, 25]);
  });

  it("prefer the stored sizes, then the author's, scaled to 100", () => {
    expect(initialSizes(2, [30, 70], [50, 50])).toEqual([30, 70]);
    expect(initialSizes(2, undefined, [1, 3])).toEqual([25, 75]);
  });

  it("ignore sizes that do not fit the panels", () => {
    expect(initialSizes(2, [100], [20, 30, 50])).toEqual([50, 50]);
    expect(isSizeList([40, -1], 2)).toBe(false);
    expect(isSizeList(["40", "60"], 2)).toBe(false);
  });

  it("read a layout in panel order, rounded to one decimal", () => {
    expect(sizesInOrder({ b: 66.666, a: 33.333 }, ["a", "b"])).toEqual([33.3, 66.7]);
  });

  it("compare sizes up to rounding", () => {
    expect(sameSizes([33.3, 66.7], [33.33, 66.67])).toBe(true);
    expect(sameSizes([30, 70], [40, 60])).toBe(false);
  });
});
