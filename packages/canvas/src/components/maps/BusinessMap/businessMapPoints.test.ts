import { describe, expect, it } from "vitest";
import { SELECTED_POINT_COLOUR, SELECTED_POINT_SIZE } from "../shared/mapConstants";
import { businessMapPropsSchema } from "./BusinessMap.meta";
import { pointFeatures, toggleSelection, truncateSelection } from "./businessMapPoints";

const crusher = { id: 1, name: "Crusher", lat: -26.3124, lon: 28.1332 };
const tip = { id: 2, name: "North tip", lat: -26.3032, lon: 28.1391 };
const loader = { id: 3, name: "Loader", lat: -26.3071, lon: 28.1276 };
const somewhere = { id: null, lat: -26.3, lon: 28.1 };

describe("map point selection", () => {
  it("adds a point on a click and removes it on the next", () => {
    const once = toggleSelection([], crusher, undefined);
    expect(once).toEqual({
      selection: [{ id: 1, name: "Crusher", lat: -26.3124, lon: 28.1332 }],
      reachedMaximum: false,
    });
    expect(toggleSelection(once.selection, crusher, undefined).selection).toEqual([]);
  });

  it("tells points without an id apart by where they are", () => {
    const { selection } = toggleSelection([], somewhere, undefined);
    expect(selection).toEqual([{ id: null, name: "", lat: -26.3, lon: 28.1 }]);
    expect(toggleSelection(selection, { ...somewhere }, undefined).selection).toEqual([]);
  });

  it("stops at its maximum and reports reaching it", () => {
    const first = toggleSelection([], crusher, 2);
    expect(first.reachedMaximum).toBe(false);
    const second = toggleSelection(first.selection, tip, 2);
    expect(second.reachedMaximum).toBe(true);
    const third = toggleSelection(second.selection, loader, 2);
    expect(third.selection.map((point) => point.id)).toEqual([1, 2]);
    expect(third.reachedMaximum).toBe(true);
  });

  it("is truncated to its maximum when it arrives longer", () => {
    const selection = [crusher, tip, loader].map(({ id, name, lat, lon }) => ({ id, name, lat, lon }));
    expect(truncateSelection(selection, 2).map((point) => point.id)).toEqual([1, 2]);
    expect(truncateSelection(selection, undefined)).toHaveLength(3);
  });
});

describe("point features", () => {
  it("draw each point at longitude-latitude with its colour and size, the selected ones purple, size 20", () => {
    const { features } = pointFeatures([crusher, { ...tip, color: "#ff9800", size: 10 }], [{ ...crusher }]);
    expect(features.map((feature) => feature.geometry.coordinates)).toEqual([
      [28.1332, -26.3124],
      [28.1391, -26.3032],
    ]);
    expect(features[0]?.properties).toMatchObject({
      selected: true,
      colour: SELECTED_POINT_COLOUR,
      size: SELECTED_POINT_SIZE,
    });
    expect(features[1]?.properties).toMatchObject({ selected: false, colour: "#ff9800", size: 10, index: 1 });
    expect(SELECTED_POINT_COLOUR).toBe("#800080");
    expect(SELECTED_POINT_SIZE).toBe(20);
  });
});

describe("the points as bound", () => {
  it("read a name the data leaves empty as none, and a numeric name as its text", () => {
    const { points } = businessMapPropsSchema.parse({
      points: [
        { id: 1, name: null, lat: -26.3, lon: 28.1 },
        { id: 2, name: 17, lat: -26.3, lon: 28.1 },
      ],
    });
    expect(points.map((point) => point.name)).toEqual([undefined, "17"]);
  });
});
