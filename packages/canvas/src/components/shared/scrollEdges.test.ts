import { describe, expect, it } from "vitest";
import { scrollEdges } from "./scrollEdges";

describe("scrollEdges", () => {
  it("sees no hidden content when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({
      moreLeft: false,
      moreRight: false,
    });
  });

  it("forgives a pixel of rounding", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toEqual({
      moreLeft: false,
      moreRight: false,
    });
  });

  it("shows more to the right at the start of a wide region", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 600 })).toEqual({
      moreLeft: false,
      moreRight: true,
    });
  });

  it("shows more on both sides in the middle", () => {
    expect(scrollEdges({ scrollLeft: 150, scrollWidth: 900, clientWidth: 600 })).toEqual({
      moreLeft: true,
      moreRight: true,
    });
  });

  it("shows more to the left only at the end, even half a pixel short of it", () => {
    expect(scrollEdges({ scrollLeft: 299.5, scrollWidth: 900, clientWidth: 600 })).toEqual({
      moreLeft: true,
      moreRight: false,
    });
  });

  it("reads a right-to-left region's negative scroll position", () => {
    expect(scrollEdges({ scrollLeft: -150, scrollWidth: 900, clientWidth: 600 })).toEqual({
      moreLeft: true,
      moreRight: true,
    });
  });
});
