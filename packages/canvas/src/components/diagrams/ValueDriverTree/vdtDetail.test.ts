import { describe, expect, it } from "vitest";
import {
  detailWindow,
  drawWindow,
  isInWindow,
  isWithin,
  simpleTitle,
  VDT_CULL_ABOVE_NODES,
  viewedRect,
} from "./vdtDetail";

describe("the detail window", () => {
  it("is the part of the drawing in view and one view's size around it", () => {
    expect(detailWindow({ x: -100, y: 50, k: 2 }, { width: 400, height: 300 })).toEqual({
      left: -150,
      top: -175,
      right: 450,
      bottom: 275,
    });
  });

  it("is everywhere while the view has no size", () => {
    expect(detailWindow({ x: 0, y: 0, k: 1 }, { width: 0, height: 0 })).toBeNull();
    expect(isInWindow(null, { left: 1e6, top: 1e6, right: 1e6 + 200, bottom: 1e6 + 85 })).toBe(true);
  });

  it("takes in a card that touches it and leaves out one beyond it", () => {
    const window = { left: 0, top: 0, right: 1000, bottom: 600 };
    expect(isInWindow(window, { left: 900, top: 590, right: 1100, bottom: 675 })).toBe(true);
    expect(isInWindow(window, { left: 1001, top: 0, right: 1201, bottom: 85 })).toBe(false);
    expect(isInWindow(window, { left: 0, top: -100, right: 200, bottom: -15 })).toBe(false);
  });
});

describe("the part of the drawing a view shows", () => {
  it("is the view's size divided by the zoom, from the transform's offset", () => {
    expect(viewedRect({ x: -100, y: 50, k: 2 }, { width: 400, height: 300 })).toEqual({
      left: 50,
      top: -25,
      right: 250,
      bottom: 125,
    });
  });

  it("is within a window when no side of it reaches past the window's", () => {
    const window = { left: 0, top: 0, right: 1000, bottom: 600 };
    expect(isWithin(window, { left: 0, top: 0, right: 1000, bottom: 600 })).toBe(true);
    expect(isWithin(window, { left: -1, top: 10, right: 500, bottom: 300 })).toBe(false);
    expect(isWithin(window, { left: 10, top: 10, right: 500, bottom: 601 })).toBe(false);
    expect(isWithin(null, { left: -1e6, top: -1e6, right: 1e6, bottom: 1e6 })).toBe(true);
  });
});

describe("where a tree draws its nodes at all", () => {
  const view = { width: 400, height: 300 };
  const at = { x: -100, y: 50, k: 2 };

  it("is everywhere for a tree of up to 200 nodes", () => {
    expect(VDT_CULL_ABOVE_NODES).toBe(200);
    expect(drawWindow(200, at, view)).toBeNull();
  });

  it("is the detail window for a larger tree, and everywhere while the view has no size", () => {
    expect(drawWindow(201, at, view)).toEqual(detailWindow(at, view));
    expect(drawWindow(1000, at, { width: 0, height: 0 })).toBeNull();
  });
});

describe("titles in simple mode", () => {
  it("are cut past 40 characters with an ellipsis", () => {
    expect(simpleTitle("Tonnes moved per day")).toBe("Tonnes moved per day");
    const long = "Unplanned downtime of the haul trucks in the north pit";
    expect(simpleTitle(long)).toBe("Unplanned downtime of the haul trucks i…");
    expect([...simpleTitle(long)]).toHaveLength(40);
    expect(simpleTitle(undefined)).toBe("");
  });
});
