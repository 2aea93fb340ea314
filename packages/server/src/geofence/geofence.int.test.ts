import { GEOFENCE_NUMERIC_ID_MAX, geofenceMessages, TAGS } from "@storyframe/core";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

type Position = [longitude: number, latitude: number];

/** A closed ring around a point, in longitude-latitude order. */
function square(longitude: number, latitude: number, half = 0.001): Position[] {
  return [
    [longitude - half, latitude - half],
    [longitude + half, latitude - half],
    [longitude + half, latitude + half],
    [longitude - half, latitude + half],
    [longitude - half, latitude - half],
  ];
}

function feature(id: number | string, ring: number[][], properties: Record<string, unknown> = {}) {
  return { type: "Feature", id, geometry: { type: "Polygon", coordinates: [ring] }, properties };
}

const collection = (...features: object[]) => ({ type: "FeatureCollection", features });

/** A view as the map sends it: four corners, [longitude, latitude]. */
function view(west: number, south: number, east: number, north: number): string {
  return JSON.stringify([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]);
}

const CRUSHER = square(28.14, -26.32);
const NORTH_PIT = square(28.12, -26.3);
/** The whole mine and more: a view inside it overlaps it without holding any of its corners. */
const LEASE = square(28.13, -26.31, 0.05);
const MINE_VIEW = view(28.11, -26.33, 28.15, -26.29);
const WORLD_VIEW = view(-180, -90, 180, 90);

/** How long a build of the spread table may take on a busy machine. */
const BUILD_WAIT = { timeout: 60_000, interval: 100 };

const ACME_USER = {
  domain: "acme",
  tenant_name: "Acme",
  email: "mapper@acme.test",
  user_id: "00000000-0000-4000-8000-0000000000ac",
};

/**
 * GPS readings of the demo tenant: one truck parked at one spot for 20,000 readings (first in the table), and
 * one driving over a 100 × 200 lattice that covers the box lat -26.32…-26.30, lon 28.12…28.14.
 */
const GPS_TABLE = `CREATE TABLE fleet_gps AS
  SELECT * FROM (
    SELECT 'HT-101' AS reg_num, TIMESTAMP '2026-10-01 00:00:00' + to_seconds(i * 10) AS ts,
           CAST(-26.31 AS DOUBLE) AS latitude, CAST(28.13 AS DOUBLE) AS longitude,
           CAST(0 AS DOUBLE) AS speed_kmph, CAST(0.17 AS DOUBLE) AS time_to_prev_reading_mins
    FROM range(20000) r(i)
    UNION ALL
    SELECT 'HT-102', TIMESTAMP '2026-10-05 00:00:00' + to_seconds(i * 10),
           CAST(-26.3199 + (i // 200) * 0.0002 AS DOUBLE), CAST(28.12005 + (i % 200) * 0.0001 AS DOUBLE),
           CAST(30 AS DOUBLE), CASE WHEN i = 0 THEN NULL ELSE CAST(0.17 AS DOUBLE) END
    FROM range(20000) r(i)
  ) ORDER BY reg_num, ts`;
const GPS_VIEW = view(28.12, -26.32, 28.14, -26.3);
/** Where the spread-table tests put their readings: north-east of the lattice, outside GPS_VIEW. */
const YARD = { latitude: -26.25, longitude: 28.2 };
/** About 2.2 × 2 km around the yard: answered from the spread table. */
const YARD_VIEW = view(28.19, -26.26, 28.21, -26.24);
/** About 220 × 200 m around the yard: at max 1000, finer than the spread table keeps, so read from the readings. */
const YARD_CLOSE_VIEW = view(28.199, -26.251, 28.201, -26.249);
/** The spread table's state: its stamp of the readings it was built from, or null before it is built. */
const SPREAD_STAMP = "SELECT comment FROM duckdb_tables() WHERE table_name = 'fleet_gps_spread'";

describe.each(databaseKinds)("geofence API on %s", (kind) => {
  let t: TestApp;
  let reader: string;
  let writer: string;
  let acmeWriter: string;
  let duck: Awaited<ReturnType<TestApp["services"]["connections"]["embedded"]>>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const created = await t.services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme",
      hostnames: ["acme.test"],
      settings: { googleApiKey: "acme-map-key" },
    });
    expect(created).toEqual({ ok: true });
    reader = await signAccessToken(t, { allowed_tags: [TAGS.geofencesRead] });
    writer = await signAccessToken(t, {
      user_id: "00000000-0000-4000-8000-0000000000a1",
      email: "writer@demo.storyframe.test",
      allowed_tags: [TAGS.geofencesRead, TAGS.geofencesWrite],
    });
    acmeWriter = await signAccessToken(t, { ...ACME_USER, allowed_tags: [TAGS.geofencesRead, TAGS.geofencesWrite] });
    duck = await t.services.connections.embedded("demo");
    await duck.execute(GPS_TABLE);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: "GET" | "POST",
    url: string,
    options: { token?: string; host?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: options.host ?? "localhost",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.payload === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      ...(options.payload === undefined
        ? {}
        : { payload: typeof options.payload === "string" ? options.payload : JSON.stringify(options.payload) }),
    });
  const upsert = (payload: unknown, token = writer, host = "localhost") =>
    call("POST", "/api/upsertgeofeature", { token, host, payload });
  const featuresIn = (bounds: string, token = reader, host = "localhost") =>
    call("GET", `/api/getgeofeatures?bounding_coords=${encodeURIComponent(bounds)}`, { token, host });
  const byId = (id: string | number, token = reader, host = "localhost") =>
    call("GET", `/api/getgeobyid?ID=${encodeURIComponent(String(id))}`, { token, host });
  const remove = (id: string | number, token = writer, host = "localhost") =>
    call("POST", `/api/deletegeobyid?ID=${encodeURIComponent(String(id))}`, {
      token,
      host,
      headers: { "content-type": "application/json" },
    });
  const gps = (query: string, token = reader, host = "localhost") =>
    call("GET", `/api/getgpsdata?${query}`, { token, host });

  describe("saving and reading polygons", () => {
    it("saves a feature collection and answers the ids saved", async () => {
      const response = await upsert(
        collection(
          feature(1, CRUSHER, { name: "Primary Crusher" }),
          feature("zone-a", NORTH_PIT, {
            name: "North Pit loading",
            site: "North Pit",
            poiType: "",
            tat: 12,
            minTat: "8",
            lane: " ",
          }),
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ids: [1, "zone-a"] });
    });

    it("answers the polygons overlapping a view with their rings, names and saved attributes", async () => {
      const response = await featuresIn(MINE_VIEW);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        features: [
          {
            type: "Feature",
            id: 1,
            geometry: { type: "Polygon", coordinates: [CRUSHER] },
            properties: { name: "Primary Crusher" },
          },
          {
            type: "Feature",
            id: "zone-a",
            geometry: { type: "Polygon", coordinates: [NORTH_PIT] },
            // Empty attributes are stored as null (canvas-components §5 Geofence).
            properties: {
              name: "North Pit loading",
              site: "North Pit",
              poiType: null,
              tat: 12,
              minTat: "8",
              lane: null,
            },
          },
        ],
      });
    });

    it("answers only the polygons whose box overlaps the view", async () => {
      const aroundCrusher = view(28.139, -26.321, 28.1395, -26.3195);
      expect((await featuresIn(aroundCrusher)).json().features.map((f: { id: unknown }) => f.id)).toEqual([1]);
      expect((await featuresIn(view(27.5, -25.5, 27.6, -25.4))).json()).toEqual({ features: [] });
    });

    it("reads the view's corners as {lat, lng} objects too", async () => {
      const corners = JSON.stringify([
        { lat: -26.321, lng: 28.139 },
        { lat: -26.321, lng: 28.1395 },
        { lat: -26.3195, lng: 28.1395 },
        { lat: -26.3195, lng: 28.139 },
      ]);
      expect((await featuresIn(corners)).json().features.map((f: { id: unknown }) => f.id)).toEqual([1]);
    });

    it("finds a polygon larger than the view that holds it", async () => {
      expect((await upsert(collection(feature("lease", LEASE, { name: "Mining lease" })))).statusCode).toBe(200);
      const insideTheLease = view(28.1, -26.34, 28.101, -26.339);
      expect((await featuresIn(insideTheLease)).json().features.map((f: { id: unknown }) => f.id)).toEqual(["lease"]);
    });

    it("answers one polygon by id in the same shape, numbers as numbers and texts as texts", async () => {
      const numeric = await byId(1);
      expect(numeric.statusCode).toBe(200);
      expect(numeric.json()).toEqual({
        features: [
          {
            type: "Feature",
            id: 1,
            geometry: { type: "Polygon", coordinates: [CRUSHER] },
            properties: { name: "Primary Crusher" },
          },
        ],
      });
      expect((await byId("zone-a")).json().features[0].id).toBe("zone-a");
    });

    it("replaces a polygon saved again under its id", async () => {
      const moved = square(28.141, -26.321);
      expect((await upsert(collection(feature(1, moved, { name: "Crusher (new)" })))).statusCode).toBe(200);
      expect((await byId(1)).json().features[0]).toEqual({
        type: "Feature",
        id: 1,
        geometry: { type: "Polygon", coordinates: [moved] },
        properties: { name: "Crusher (new)" },
      });
    });

    it("lists the stored locations by name as value and label", async () => {
      await upsert(collection(feature(5, square(28.125, -26.305))));
      const response = await call("GET", "/api/getpoioptions", { token: reader });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        poiOptions: [
          { value: 1, label: "Crusher (new)" },
          { value: "lease", label: "Mining lease" },
          { value: "zone-a", label: "North Pit loading" },
          // Unnamed: labelled by its id, last.
          { value: 5, label: "5" },
        ],
      });
    });

    it("deletes a polygon by id with an empty body, at once", async () => {
      const response = await remove(5);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ id: 5 });
      const again = await byId(5);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(geofenceMessages.notFound);
      expect((await featuresIn(WORLD_VIEW)).json().features.map((f: { id: unknown }) => f.id)).not.toContain(5);
    });

    it("deletes with no body and no content type too", async () => {
      await upsert(collection(feature(6, square(28.125, -26.305))));
      const response = await call("POST", "/api/deletegeobyid?ID=6", { token: writer });
      expect(response.statusCode, response.body).toBe(200);
      expect((await byId(6)).statusCode).toBe(404);
    });

    it("answers 404 'Geofence not found.' for an unknown id, on reading and on deleting", async () => {
      for (const response of [await byId(999), await remove(999), await remove("no-such-zone")]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(geofenceMessages.notFound);
      }
    });
  });

  it("finds a view's polygons through the bounding-box index", async () => {
    const db = t.database.db;
    const overlap = sql`select * from geofences where domain_name = 'demo'
      and min_latitude <= -26.29 and max_latitude >= -26.33 and min_longitude <= 28.15 and max_longitude >= 28.11`;
    const plan =
      kind === "sqlite"
        ? (await sql<{ detail: string }>`explain query plan ${overlap}`.execute(db)).rows.map((row) => row.detail)
        : await db.transaction().execute(async (trx) => {
            // A handful of rows is cheapest to read whole; the plan that matters is the one for many rows.
            await sql`set local enable_seqscan = off`.execute(trx);
            const rows = (await sql<{ "QUERY PLAN": string }>`explain ${overlap}`.execute(trx)).rows;
            return rows.map((row) => row["QUERY PLAN"]);
          });
    expect(plan.join("\n")).toContain("geofences_domain_box");
  });

  describe("running ids", () => {
    it("hands out the id after the highest one saved, then the next each time", async () => {
      await upsert(collection(feature(40, square(28.125, -26.305))));
      const first = await call("GET", "/api/getnextid", { token: writer });
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("no-store");
      expect(first.json()).toEqual({ nextId: 41 });
      expect((await call("GET", "/api/getnextid", { token: writer })).json()).toEqual({ nextId: 42 });
    });

    it("never hands out an id that was saved or handed out before", async () => {
      await upsert(collection(feature(30, square(28.125, -26.305))));
      expect((await call("GET", "/api/getnextid", { token: writer })).json()).toEqual({ nextId: 43 });
    });

    it("gives callers at the same moment distinct ids", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call("GET", "/api/getnextid", { token: writer })),
      );
      const ids = answers.map((answer) => answer.json().nextId as number);
      expect(new Set(ids).size).toBe(20);
      expect(Math.min(...ids)).toBe(44);
      expect(Math.max(...ids)).toBe(63);
    });
  });

  describe("refusing bad input", () => {
    const problemsOf = async (response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string[]>;
    };

    it("refuses a ring that is not closed", async () => {
      const open = [...square(28.13, -26.31).slice(0, 4), [28.1295, -26.3105]];
      expect(await problemsOf(await upsert(collection(feature(70, open))))).toEqual({
        "features.0.geometry.coordinates.0": [geofenceMessages.ringNotClosed],
      });
    });

    it("refuses a ring of fewer than four positions", async () => {
      const ring = square(28.13, -26.31);
      const triangle = [ring[0], ring[1], ring[0]] as number[][];
      expect(await problemsOf(await upsert(collection(feature(70, triangle))))).toEqual({
        "features.0.geometry.coordinates.0": [geofenceMessages.ringTooShort],
      });
    });

    it("refuses coordinates out of range, naming the position", async () => {
      const ring = square(28.13, -26.31).map((position, index) => (index === 2 ? [position[0], -90.5] : position));
      const east = square(28.13, -26.31).map((position, index) => (index === 1 ? [180.01, position[1]] : position));
      expect(await problemsOf(await upsert(collection(feature(70, ring), feature(71, east))))).toEqual({
        "features.0.geometry.coordinates.0.2.1": [geofenceMessages.latitudeRange],
        "features.1.geometry.coordinates.0.1.0": [geofenceMessages.longitudeRange],
      });
    });

    it("refuses malformed GeoJSON: another geometry, another type, a missing id, repeated ids, not JSON", async () => {
      const point = { type: "Feature", id: 70, geometry: { type: "Point", coordinates: [28.13, -26.31] } };
      expect((await problemsOf(await upsert(collection(point))))["features.0.geometry.type"]).toEqual([
        geofenceMessages.polygonOnly,
      ]);
      expect(await problemsOf(await upsert({ type: "Feature", features: [] }))).toEqual({
        type: [geofenceMessages.collectionOnly],
      });
      const withoutId = { type: "Feature", geometry: { type: "Polygon", coordinates: [CRUSHER] } };
      expect(await problemsOf(await upsert(collection(withoutId)))).toEqual({
        "features.0.id": [geofenceMessages.idRequired],
      });
      expect(await problemsOf(await upsert(collection(feature(70, CRUSHER), feature(70, NORTH_PIT))))).toEqual({
        "features.1.id": [geofenceMessages.idsNotUnique],
      });
      const notJson = await upsert("{ not json");
      expect(notJson.statusCode).toBe(400);
    });

    it("saves nothing of a collection with one bad feature", async () => {
      const open = [...square(28.13, -26.31).slice(0, 4), [28.1295, -26.3105]];
      await problemsOf(await upsert(collection(feature(71, CRUSHER, { name: "Good" }), feature(72, open))));
      expect((await byId(71)).statusCode).toBe(404);
    });

    it("refuses a missing or malformed bounding_coords", async () => {
      const cases: [string, string][] = [
        ["/api/getgeofeatures", geofenceMessages.boundingCoordsRequired],
        ["/api/getgeofeatures?bounding_coords=28.1,-26.3", geofenceMessages.boundingCoordsJson],
        [
          `/api/getgeofeatures?bounding_coords=${encodeURIComponent("[[28.1,-26.3],[28.2,-26.3],[28.2,-26.2]]")}`,
          geofenceMessages.boundingCoordsCorners,
        ],
        [
          `/api/getgeofeatures?bounding_coords=${encodeURIComponent(view(28.1, -91, 28.2, -26.2))}`,
          geofenceMessages.boundingCoordsCorner,
        ],
        ["/api/getgpsdata?max=10", geofenceMessages.boundingCoordsRequired],
      ];
      for (const [url, message] of cases) {
        expect(await problemsOf(await call("GET", url, { token: reader })), url).toEqual({
          bounding_coords: [message],
        });
      }
    });

    it("refuses a max that is not a whole number from 1 to 10000", async () => {
      for (const max of ["0", "abc", "2.5", "10001"]) {
        expect(await problemsOf(await gps(`bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=${max}`))).toEqual({
          max: [geofenceMessages.maxReadings],
        });
      }
    });

    it("requires an ID to read or delete one polygon", async () => {
      expect(await problemsOf(await call("GET", "/api/getgeobyid", { token: reader }))).toEqual({
        ID: [geofenceMessages.idRequired],
      });
      expect(await problemsOf(await call("POST", "/api/deletegeobyid?ID=", { token: writer }))).toEqual({
        ID: [geofenceMessages.idRequired],
      });
    });
  });

  describe("all or nothing", () => {
    beforeAll(async () => {
      // A database failure on the second feature's row, after the first one has been written.
      const statements =
        kind === "sqlite"
          ? [
              `CREATE TRIGGER geofences_poison BEFORE INSERT ON geofences WHEN NEW.name = 'poison'
               BEGIN SELECT RAISE(ABORT, 'poisoned row'); END`,
            ]
          : [
              `CREATE FUNCTION geofences_poison() RETURNS trigger LANGUAGE plpgsql AS $$
               BEGIN IF NEW.name = 'poison' THEN RAISE EXCEPTION 'poisoned row'; END IF; RETURN NEW; END $$`,
              `CREATE TRIGGER geofences_poison BEFORE INSERT ON geofences
               FOR EACH ROW EXECUTE FUNCTION geofences_poison()`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(t.database.db);
    });

    it("keeps none of the features when saving one of them fails", async () => {
      const response = await upsert(
        collection(
          feature(1, CRUSHER, { name: "Changed, then rolled back" }),
          feature(80, NORTH_PIT, { name: "New, then rolled back" }),
          feature(81, LEASE, { name: "poison" }),
        ),
      );
      expect(response.statusCode).toBe(500);
      expect((await byId(1)).json().features[0].properties.name).toBe("Crusher (new)");
      expect((await byId(80)).statusCode).toBe(404);
      // The counter was not raised past the ids that were not saved.
      expect((await call("GET", "/api/getnextid", { token: writer })).json()).toEqual({ nextId: 64 });
    });
  });

  describe("tenants", () => {
    beforeAll(async () => {
      const saved = await upsert(
        collection(feature("acme-yard", square(28.13, -26.31), { name: "Acme yard" }), feature(1, CRUSHER)),
        acmeWriter,
        "acme.test",
      );
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it("answers another tenant's id as not found, on reading and on deleting", async () => {
      for (const response of [await byId("acme-yard"), await remove("acme-yard")]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(geofenceMessages.notFound);
      }
      expect((await byId("acme-yard", acmeWriter, "acme.test")).statusCode).toBe(200);
    });

    it("never lists another tenant's polygons or locations", async () => {
      const demoIds = (await featuresIn(WORLD_VIEW)).json().features.map((f: { id: unknown }) => f.id);
      expect(demoIds).not.toContain("acme-yard");
      const options = (await call("GET", "/api/getpoioptions", { token: reader })).json().poiOptions;
      expect(options.map((option: { label: string }) => option.label)).not.toContain("Acme yard");
      const acmeIds = (await featuresIn(WORLD_VIEW, acmeWriter, "acme.test")).json().features;
      expect(acmeIds.map((f: { id: unknown }) => f.id)).toEqual([1, "acme-yard"]);
      // The same id in two tenants is two polygons.
      expect(acmeIds[0].properties).toEqual({ name: null });
      expect((await byId(1)).json().features[0].properties.name).toBe("Crusher (new)");
    });

    it("keeps running ids per tenant", async () => {
      expect((await call("GET", "/api/getnextid", { token: acmeWriter, host: "acme.test" })).json()).toEqual({
        nextId: 2,
      });
    });

    it("answers 409 rather than an id out of range once a polygon holds the largest id", async () => {
      const largest = feature(GEOFENCE_NUMERIC_ID_MAX, square(28.14, -26.32));
      expect((await upsert(collection(largest), acmeWriter, "acme.test")).statusCode).toBe(200);
      const exhausted = await call("GET", "/api/getnextid", { token: acmeWriter, host: "acme.test" });
      expect(exhausted.statusCode).toBe(409);
      expect(exhausted.json().message).toBe(geofenceMessages.idsExhausted);
      expect((await call("GET", "/api/getnextid", { token: writer })).statusCode).toBe(200);
    });

    it("answers each tenant's own map key, or null", async () => {
      const demo = await call("GET", "/api/getmapapikey", { token: reader });
      expect(demo.statusCode).toBe(200);
      expect(demo.json()).toEqual({ mapApiKey: null });
      const acme = await call("GET", "/api/getmapapikey", { token: acmeWriter, host: "acme.test" });
      expect(acme.json()).toEqual({ mapApiKey: "acme-map-key" });
    });

    it("refuses a token of one tenant on another tenant's host", async () => {
      expect((await featuresIn(WORLD_VIEW, acmeWriter, "localhost")).statusCode).toBe(403);
    });

    it("serves the tenant named by domainName on a host no tenant serves (explicit-domain mode)", async () => {
      const shared = "maps-api.shared.test";
      const key = await call("GET", "/api/getmapapikey?domainName=acme", { token: acmeWriter, host: shared });
      expect(key.statusCode, key.body).toBe(200);
      expect(key.json()).toEqual({ mapApiKey: "acme-map-key" });
      const query = `bounding_coords=${encodeURIComponent(WORLD_VIEW)}&domainName=acme`;
      const features = await call("GET", `/api/getgeofeatures?${query}`, { token: acmeWriter, host: shared });
      expect(features.statusCode, features.body).toBe(200);
      expect((await featuresIn(WORLD_VIEW, acmeWriter, "acme.test")).json()).toEqual(features.json());
      // Naming another tenant than the token's is refused as ever.
      const foreign = await call("GET", "/api/getmapapikey?domainName=demo", { token: acmeWriter, host: shared });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe("access", () => {
    it("needs a token", async () => {
      expect((await call("GET", "/api/getpoioptions")).statusCode).toBe(401);
    });

    it("lets a reader read but not save, delete or reserve ids", async () => {
      expect((await featuresIn(MINE_VIEW, reader)).statusCode).toBe(200);
      expect((await upsert(collection(feature(90, CRUSHER)), reader)).statusCode).toBe(403);
      expect((await remove(1, reader)).statusCode).toBe(403);
      expect((await call("GET", "/api/getnextid", { token: reader })).statusCode).toBe(403);
    });

    it("refuses reading to a user without geofences::read", async () => {
      const nobody = await signAccessToken(t, {
        user_id: "00000000-0000-4000-8000-0000000000a2",
        email: "nobody@demo.storyframe.test",
        allowed_tags: [],
      });
      expect((await featuresIn(MINE_VIEW, nobody)).statusCode).toBe(403);
      expect((await gps(`bounding_coords=${encodeURIComponent(GPS_VIEW)}`, nobody)).statusCode).toBe(403);
    });
  });

  it("documents the eight calls in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const calls = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        "GET /api/getmapapikey",
        "GET /api/getpoioptions",
        "GET /api/getnextid",
        "GET /api/getgeofeatures",
        "GET /api/getgeobyid",
        "GET /api/getgpsdata",
        "POST /api/upsertgeofeature",
        "POST /api/deletegeobyid",
      ]),
    );
  });

  describe("GPS readings", () => {
    type Reading = {
      reg_num: string;
      speed_kmph: number;
      time_to_prev_reading_mins: number | null;
      latitude: number;
      longitude: number;
      ts: string;
    };
    const readings = async (query: string, token = reader, host = "localhost"): Promise<Reading[]> => {
      const response = await gps(query, token, host);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const spreadStamp = async () =>
      (await duck.query(SPREAD_STAMP, {}, { timeoutMs: 30_000, maxRows: 1 })).rows[0]?.comment ?? null;
    const trucksIn = async (bounds: string) =>
      new Set((await readings(`bounding_coords=${encodeURIComponent(bounds)}&max=1000`)).map((r) => r.reg_num));

    // The first view builds the spread table in the background; the tests below read it.
    beforeAll(async () => {
      await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=20`);
      await vi.waitFor(async () => expect(await spreadStamp()).toMatch(/40000 readings/), BUILD_WAIT);
    });

    it("answers at most max readings with the reading's fields", async () => {
      const answer = await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=20`);
      expect(answer).toHaveLength(20);
      for (const reading of answer) {
        expect(Object.keys(reading).sort()).toEqual([
          "latitude",
          "longitude",
          "reg_num",
          "speed_kmph",
          "time_to_prev_reading_mins",
          "ts",
        ]);
        expect(reading.ts).toMatch(/^2026-10-0\dT\d\d:\d\d:\d\d/);
      }
    });

    it("spreads the readings over the view rather than answering the first ones", async () => {
      const answer = await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=20`);
      // The table starts with 20,000 readings of one parked truck: the first 20 would all be at one spot.
      expect(answer.filter((reading) => reading.reg_num === "HT-101").length).toBeLessThanOrEqual(1);
      const positions = new Set(answer.map((reading) => `${reading.latitude},${reading.longitude}`));
      expect(positions.size).toBe(20);
      const latitudes = answer.map((reading) => reading.latitude);
      const longitudes = answer.map((reading) => reading.longitude);
      expect(Math.max(...latitudes) - Math.min(...latitudes)).toBeGreaterThan(0.01);
      expect(Math.max(...longitudes) - Math.min(...longitudes)).toBeGreaterThan(0.01);
    });

    it("answers the same readings for the same view", async () => {
      const query = `bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=50`;
      expect(await readings(query)).toEqual(await readings(query));
    });

    it("answers 1000 readings when max is empty or absent", async () => {
      expect(await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}`)).toHaveLength(1000);
      expect(await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}&max=`)).toHaveLength(1000);
    });

    it("answers only readings within the view", async () => {
      const corner = view(28.12, -26.32, 28.125, -26.315);
      const answer = await readings(`bounding_coords=${encodeURIComponent(corner)}&max=100`);
      expect(answer.length).toBeGreaterThan(0);
      for (const reading of answer) {
        expect(reading.latitude).toBeGreaterThanOrEqual(-26.32);
        expect(reading.latitude).toBeLessThanOrEqual(-26.315);
        expect(reading.longitude).toBeGreaterThanOrEqual(28.12);
        expect(reading.longitude).toBeLessThanOrEqual(28.125);
      }
    });

    it("answers a view from the spread table once it is built, and a view under about 350 m from the readings", async () => {
      // A reading only the spread table holds: the views that read it answer it, the closer one does not.
      await duck.execute(`INSERT INTO fleet_gps_spread VALUES ('SPREAD-1', TIMESTAMP '2026-10-09 00:00:00',
        ${YARD.latitude}, ${YARD.longitude}, 12, 0.17, 0)`);
      try {
        expect(await trucksIn(YARD_VIEW)).toEqual(new Set(["SPREAD-1"]));
        expect(await trucksIn(YARD_CLOSE_VIEW)).toEqual(new Set());
      } finally {
        await duck.execute("DELETE FROM fleet_gps_spread WHERE reg_num = 'SPREAD-1'");
      }
    });

    it("answers changed readings at once and builds the spread table again from them", async () => {
      const before = await spreadStamp();
      await duck.execute(`INSERT INTO fleet_gps SELECT 'HT-103', TIMESTAMP '2026-10-09 00:00:00' + to_seconds(i * 10),
        ${YARD.latitude} + i * 0.00001, ${YARD.longitude}, 25, 0.17 FROM range(50) r(i)`);
      // The spread table is stale: the views are answered from the readings until it is built again.
      expect(await trucksIn(YARD_VIEW)).toEqual(new Set(["HT-103"]));
      await vi.waitFor(async () => expect(await spreadStamp()).toMatch(/40050 readings/), BUILD_WAIT);
      expect(before).toMatch(/40000 readings/);
      expect(await trucksIn(YARD_VIEW)).toEqual(new Set(["HT-103"]));
      expect(await trucksIn(YARD_CLOSE_VIEW)).toEqual(new Set(["HT-103"]));
    });

    it("answers no readings for a tenant without GPS data", async () => {
      expect(await readings(`bounding_coords=${encodeURIComponent(GPS_VIEW)}`, acmeWriter, "acme.test")).toEqual([]);
    });
  });
});
