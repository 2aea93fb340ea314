import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_GPS_READINGS,
  geofenceFeatureInputSchema,
  geofenceIdQuerySchema,
  geofenceMessages,
  geofenceUpsertSchema,
  gpsDataQuerySchema,
  parseBoundingCoords,
} from "./geofenceApi";

const square = [
  [28.13, -26.31],
  [28.14, -26.31],
  [28.14, -26.3],
  [28.13, -26.3],
  [28.13, -26.31],
];

const feature = (overrides: Record<string, unknown> = {}) => ({
  type: "Feature",
  id: 7,
  geometry: { type: "Polygon", coordinates: [square] },
  properties: { name: "Crusher" },
  ...overrides,
});

/** The messages of a failed parse, each with its path. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("a geofence feature", () => {
  it("keeps longitude-latitude rings and drops an altitude", () => {
    const withAltitude = square.map(([longitude, latitude]) => [longitude, latitude, 1500]);
    const parsed = geofenceFeatureInputSchema.parse(
      feature({ geometry: { type: "Polygon", coordinates: [withAltitude] } }),
    );
    expect(parsed.geometry.coordinates).toEqual([square]);
  });

  it("stores empty attributes as null and keeps only the metadata attributes it was sent with", () => {
    const parsed = geofenceFeatureInputSchema.parse(
      feature({ properties: { name: " ", site: "", poiType: "Tip", tat: 12, colour: "red" } }),
    );
    expect(parsed.properties).toEqual({ name: null, site: null, poiType: "Tip", tat: 12 });
  });

  it("takes a missing properties object as a feature without a name", () => {
    expect(geofenceFeatureInputSchema.parse(feature({ properties: null })).properties).toEqual({ name: null });
  });

  it("accepts a running number or a generated text as its id", () => {
    expect(geofenceFeatureInputSchema.parse(feature({ id: 12 })).id).toBe(12);
    expect(geofenceFeatureInputSchema.parse(feature({ id: "a1b2-c3" })).id).toBe("a1b2-c3");
    expect(problems(geofenceFeatureInputSchema.safeParse(feature({ id: 0 })))).toEqual([
      `id: ${geofenceMessages.idInvalid}`,
    ]);
    expect(problems(geofenceFeatureInputSchema.safeParse(feature({ id: undefined })))).toEqual([
      `id: ${geofenceMessages.idRequired}`,
    ]);
  });

  it("refuses a text id of digits only, which would stand for the running id of the same number", () => {
    expect(problems(geofenceFeatureInputSchema.safeParse(feature({ id: "5" })))).toEqual([
      `id: ${geofenceMessages.idInvalid}`,
    ]);
  });

  it("refuses a ring that is not closed", () => {
    const open = square.slice(0, 4).concat([[28.131, -26.31]]);
    expect(
      problems(geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Polygon", coordinates: [open] } }))),
    ).toEqual([`geometry.coordinates.0: ${geofenceMessages.ringNotClosed}`]);
  });

  it("refuses a ring of fewer than four positions", () => {
    const triangle = [square[0], square[1], square[0]];
    expect(
      problems(
        geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Polygon", coordinates: [triangle] } })),
      ),
    ).toEqual([`geometry.coordinates.0: ${geofenceMessages.ringTooShort}`]);
  });

  it("refuses coordinates out of range, naming the position", () => {
    const outside = square.map(([longitude, latitude], index) =>
      index === 2 ? [longitude, 91] : [longitude, latitude],
    );
    const east = square.map(([longitude, latitude], index) => (index === 1 ? [181, latitude] : [longitude, latitude]));
    expect(
      problems(
        geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Polygon", coordinates: [outside] } })),
      ),
    ).toEqual([`geometry.coordinates.0.2.1: ${geofenceMessages.latitudeRange}`]);
    expect(
      problems(geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Polygon", coordinates: [east] } }))),
    ).toEqual([`geometry.coordinates.0.1.0: ${geofenceMessages.longitudeRange}`]);
  });

  it("refuses a geometry other than a polygon and a position that is not a pair of numbers", () => {
    expect(
      problems(geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Point", coordinates: [28, -26] } }))),
    ).toContain(`geometry.type: ${geofenceMessages.polygonOnly}`);
    const textual = square.map((position, index) => (index === 0 ? ["28.13", "-26.31"] : position));
    expect(
      problems(
        geofenceFeatureInputSchema.safeParse(feature({ geometry: { type: "Polygon", coordinates: [textual] } })),
      ),
    ).toContain(`geometry.coordinates.0.0.0: ${geofenceMessages.longitudeRange}`);
  });
});

describe("an upsert", () => {
  it("is a feature collection whose ids are unique", () => {
    expect(
      problems(geofenceUpsertSchema.safeParse({ type: "FeatureCollection", features: [feature(), feature()] })),
    ).toEqual([`features.1.id: ${geofenceMessages.idsNotUnique}`]);
    expect(problems(geofenceUpsertSchema.safeParse({ type: "Feature", features: [] }))).toEqual([
      `type: ${geofenceMessages.collectionOnly}`,
    ]);
  });
});

describe("bounding_coords", () => {
  it("reads four corners as [longitude, latitude] or {lat, lng} into a box", () => {
    expect(parseBoundingCoords("[[28.12,-26.32],[28.14,-26.32],[28.14,-26.30],[28.12,-26.30]]")).toEqual({
      ok: true,
      box: { minLatitude: -26.32, maxLatitude: -26.3, minLongitude: 28.12, maxLongitude: 28.14 },
    });
    const objects = JSON.stringify([
      { lat: -26.32, lng: 28.12 },
      { lat: -26.32, lng: 28.14 },
      { lat: -26.3, lon: 28.14 },
      { lat: -26.3, lon: 28.12 },
    ]);
    expect(parseBoundingCoords(objects)).toEqual(
      parseBoundingCoords("[[28.12,-26.32],[28.14,-26.32],[28.14,-26.30],[28.12,-26.30]]"),
    );
  });

  it("names what is wrong with it", () => {
    expect(parseBoundingCoords("28.12,-26.32")).toEqual({ ok: false, message: geofenceMessages.boundingCoordsJson });
    expect(parseBoundingCoords("[[28.12,-26.32],[28.14,-26.32]]")).toEqual({
      ok: false,
      message: geofenceMessages.boundingCoordsCorners,
    });
    expect(parseBoundingCoords("[[28.12,-96],[28.14,-26.32],[28.14,-26.30],[28.12,-26.30]]")).toEqual({
      ok: false,
      message: geofenceMessages.boundingCoordsCorner,
    });
  });
});

describe("the GPS query", () => {
  const view = "[[28.12,-26.32],[28.14,-26.32],[28.14,-26.30],[28.12,-26.30]]";

  it("asks for 1000 readings when max is empty or absent", () => {
    expect(gpsDataQuerySchema.parse({ bounding_coords: view }).max).toBe(DEFAULT_MAX_GPS_READINGS);
    expect(gpsDataQuerySchema.parse({ bounding_coords: view, max: "" }).max).toBe(DEFAULT_MAX_GPS_READINGS);
    expect(gpsDataQuerySchema.parse({ bounding_coords: view, max: " 250 " }).max).toBe(250);
  });

  it("refuses a max that is not a whole number in range", () => {
    for (const max of ["0", "10001", "12.5", "many", "-3"]) {
      expect(problems(gpsDataQuerySchema.safeParse({ bounding_coords: view, max }))).toEqual([
        `max: ${geofenceMessages.maxReadings}`,
      ]);
    }
  });
});

describe("the ID query", () => {
  it("requires an ID", () => {
    expect(problems(geofenceIdQuerySchema.safeParse({}))).toEqual([`ID: ${geofenceMessages.idRequired}`]);
    expect(problems(geofenceIdQuerySchema.safeParse({ ID: " " }))).toEqual([`ID: ${geofenceMessages.idRequired}`]);
  });
});
