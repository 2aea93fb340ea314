import type { GeofenceFeature } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import {
  changedFeatureCollection,
  drawnPolygon,
  editPolygon,
  hasExtraAttributes,
  markAllUnchanged,
  mergeLoaded,
  polygonOfFeature,
  withLoaded,
  withoutPolygon,
} from "./geofencePolygons";
import { createIdSource } from "./runningIds";

const crusher: GeofenceFeature = {
  type: "Feature",
  id: 7,
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [28.13, -26.31],
        [28.14, -26.31],
        [28.14, -26.3],
        [28.13, -26.31],
      ],
    ],
  },
  properties: { name: "Crusher", site: "North", lane: null },
};
const triangle = [
  { lat: -26.31, lng: 28.13 },
  { lat: -26.31, lng: 28.14 },
  { lat: -26.3, lng: 28.14 },
];

describe("geofence polygons", () => {
  it("read a stored feature as unchanged, its ring as lat/lng points without the closing one", () => {
    const polygon = polygonOfFeature(crusher, false);
    expect(polygon).toEqual({ id: 7, path: triangle, dataState: "unchanged", attributes: { name: "Crusher" } });
    expect(polygonOfFeature(crusher, true).attributes).toEqual({ name: "Crusher", site: "North" });
  });

  it("become modified on an edit of their attributes or path, and stay added when new", () => {
    const stored = [polygonOfFeature(crusher, false)];
    expect(editPolygon(stored, 7, { attributes: { name: "Crusher 2" } })[0]?.dataState).toBe("modified");
    expect(editPolygon(stored, 7, { path: triangle.slice(1) })[0]?.dataState).toBe("modified");
    const added = [drawnPolygon(8, triangle, false)];
    expect(editPolygon(added, 8, { attributes: { name: "Tip" } })[0]).toMatchObject({
      dataState: "added",
      attributes: { name: "Tip" },
    });
  });

  it("stay unchanged when the dialog accepts the same values", () => {
    const stored = [polygonOfFeature(crusher, false)];
    expect(editPolygon(stored, 7, { attributes: { name: "Crusher" } })).toEqual(stored);
  });

  it("leave the view at once when deleted, and all return to unchanged after a save", () => {
    const polygons = [polygonOfFeature(crusher, false), drawnPolygon(8, triangle, false)];
    expect(withoutPolygon(polygons, "7").map((polygon) => polygon.id)).toEqual([8]);
    expect(markAllUnchanged(polygons).map((polygon) => polygon.dataState)).toEqual(["unchanged", "unchanged"]);
  });

  it("send only the added and modified ones, rings closed in longitude-latitude order, empty values as null", () => {
    const polygons = [
      polygonOfFeature(crusher, true),
      drawnPolygon("zone-a", triangle, true),
      ...editPolygon([polygonOfFeature({ ...crusher, id: 9 }, true)], 9, { attributes: { site: "", tat: "12" } }),
    ];
    const sent = changedFeatureCollection(polygons, true);
    expect(sent?.features.map((feature) => feature.id)).toEqual(["zone-a", 9]);
    expect(sent?.features[0]).toEqual({
      type: "Feature",
      id: "zone-a",
      // The crusher's ring: the same triangle, closed, in longitude-latitude order.
      geometry: crusher.geometry,
      properties: { name: null, site: null, poiType: null, tat: null, minTat: null, lane: null },
    });
    expect(sent?.features[1]?.properties).toEqual({
      name: "Crusher",
      site: null,
      poiType: null,
      tat: "12",
      minTat: null,
      lane: null,
    });
  });

  it("send nothing when none is added or modified, and only the name without metadata mode", () => {
    expect(changedFeatureCollection([polygonOfFeature(crusher, false)], false)).toBeNull();
    const sent = changedFeatureCollection([drawnPolygon(3, triangle, false)], false);
    expect(sent?.features[0]?.properties).toEqual({ name: null });
  });

  it("keep the changes made here when a view loads, and take the server's for the rest", () => {
    const edited = editPolygon([polygonOfFeature(crusher, false)], 7, { attributes: { name: "Mine" } });
    const other: GeofenceFeature = { ...crusher, id: 11, properties: { name: "Workshop" } };
    const merged = mergeLoaded(edited, [crusher, other], false);
    expect(merged.map((polygon) => [polygon.id, polygon.attributes.name, polygon.dataState])).toEqual([
      [7, "Mine", "modified"],
      [11, "Workshop", "unchanged"],
    ]);
    expect(withLoaded(merged, [{ ...other, properties: { name: "Workshop 2" } }], false)[1]?.attributes.name).toBe(
      "Workshop 2",
    );
  });

  it("show the extra attributes only when any exists, or in metadata mode", () => {
    expect(hasExtraAttributes(polygonOfFeature(crusher, false), false)).toBe(false);
    expect(hasExtraAttributes(polygonOfFeature(crusher, true), false)).toBe(true);
    expect(hasExtraAttributes(drawnPolygon(1, triangle, true), true)).toBe(true);
  });
});

describe("ids of new polygons", () => {
  it("run from the server's next id, incrementing when used", () => {
    const ids = createIdSource(false);
    expect(ids.take()).toBeNull();
    ids.reset(41);
    expect([ids.take(), ids.take(), ids.take()]).toEqual([41, 42, 43]);
  });

  it("are generated in metadata mode", () => {
    let count = 0;
    const ids = createIdSource(true, () => `generated-${++count}`);
    expect([ids.take(), ids.take()]).toEqual(["generated-1", "generated-2"]);
  });
});
