import { describe, expect, it } from "vitest";
import { clampZoom, fitTransform, modeAt, steppedZoom, transformCss, wheelZoom, zoomAbout } from "./vdtZoom";

describe("the zoom", () => {
  it("stays between 0.1 and 8", () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(9)).toBe(8);
    expect(clampZoom(2.5)).toBe(2.5);
  });

  it("steps by 0.25 on the buttons, exactly, and stops at the limits", () => {
    expect(steppedZoom(1, 1)).toBe(1.25);
    expect(steppedZoom(0.8, -1)).toBe(0.55);
    expect(steppedZoom(steppedZoom(0.8, -1), 1)).toBe(0.8);
    expect(steppedZoom(7.9, 1)).toBe(8);
    expect(steppedZoom(0.2, -1)).toBe(0.1);
  });

  it("draws simple below 0.8 and full from 0.8", () => {
    expect(modeAt(0.79)).toBe("simple");
    expect(modeAt(0.1)).toBe("simple");
    expect(modeAt(0.8)).toBe("full");
    expect(modeAt(8)).toBe("full");
  });

  it("zooms in when the wheel turns away from the user, out towards, within the limits", () => {
    expect(wheelZoom(1, -100, 0)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100, 0)).toBeLessThan(1);
    expect(wheelZoom(1, -3, 1)).toBeCloseTo(wheelZoom(1, -120, 0));
    expect(wheelZoom(0.1, 10_000, 0)).toBe(0.1);
  });

  it("keeps the point under the pointer where it is", () => {
    const zoomed = zoomAbout({ x: 20, y: 10, k: 1 }, 2, { x: 100, y: 50 });
    expect(zoomed).toEqual({ k: 2, x: -60, y: -30 });
    expect((100 - zoomed.x) / zoomed.k).toBe(100 - 20);
  });

  it("is written as one CSS transform", () => {
    expect(transformCss({ x: 12, y: -4, k: 0.5 })).toBe("translate(12px, -4px) scale(0.5)");
  });
});

describe("zoom to fit", () => {
  it("shows the whole tree centred, in 0.95 of the view", () => {
    expect(fitTransform({ width: 1000, height: 500 }, { width: 800, height: 400 })).toEqual({
      k: 0.76,
      x: 20,
      y: 10,
    });
  });

  it("does not blow a small tree up beyond its own size", () => {
    expect(fitTransform({ width: 200, height: 85 }, { width: 800, height: 400 })).toEqual({ k: 1, x: 300, y: 157.5 });
  });

  it("stops at the smallest zoom for a huge tree", () => {
    expect(fitTransform({ width: 100_000, height: 500 }, { width: 800, height: 400 }).k).toBe(0.1);
  });

  it("leaves a view without a size at zoom 1", () => {
    expect(fitTransform({ width: 500, height: 190 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, k: 1 });
  });
});
