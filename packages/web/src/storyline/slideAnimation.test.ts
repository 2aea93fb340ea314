import { describe, expect, it } from "vitest";
import { frameAnimationKeyframes, frameEnterAnimation } from "./slideAnimation";

describe("frameEnterAnimation", () => {
  it("animates chapter and page changes for 1000 ms in the user's style", () => {
    expect(frameEnterAnimation("slide", "right")).toMatch(/^sf-slide-from-right 1000ms /);
    expect(frameEnterAnimation("flip", "up")).toMatch(/^sf-flip-from-up 1000ms /);
  });
  it("does not animate a paragraph change or when animations are off", () => {
    expect(frameEnterAnimation("slide", "none")).toBeNull();
    expect(frameEnterAnimation("none", "right")).toBeNull();
  });
  it("defines keyframes for every style and direction", () => {
    for (const style of ["slide", "flip"] as const) {
      for (const direction of ["right", "left", "down", "up"] as const) {
        expect(frameAnimationKeyframes).toContain(`@keyframes sf-${style}-from-${direction} `);
      }
    }
  });
});
