import { describe, expect, it } from "vitest";
import { minMaxPosition } from "./minMaxPosition";

describe("minMaxPosition", () => {
  it("places a value in range proportionally", () => {
    expect(minMaxPosition(10, 10, 80)).toEqual({ share: 0, state: "within" });
    expect(minMaxPosition(45, 10, 80)).toEqual({ share: 0.5, state: "within" });
    expect(minMaxPosition(80, 10, 80)).toEqual({ share: 1, state: "within" });
    expect(minMaxPosition(-5, -10, 10)).toEqual({ share: 0.25, state: "within" });
  });

  it("pins a value outside the range to the nearer end and says which side", () => {
    expect(minMaxPosition(4, 10, 80)).toEqual({ share: 0, state: "below" });
    expect(minMaxPosition(95, 10, 80)).toEqual({ share: 1, state: "above" });
  });

  it("centres the marker of a range without width", () => {
    expect(minMaxPosition(3, 3, 3)).toEqual({ share: 0.5, state: "within" });
  });
});
