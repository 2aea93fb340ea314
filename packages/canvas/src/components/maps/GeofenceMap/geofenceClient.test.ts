import { describe, expect, it, vi } from "vitest";
import { memoryGeofenceApi, serverGeofenceApi, type ViewCorners } from "./geofenceClient";
import { readMapSettings, writeMapSettings } from "./mapSettings";

const view: ViewCorners = [
  [28.12, -26.32],
  [28.14, -26.32],
  [28.14, -26.3],
  [28.12, -26.3],
];
const feature = {
  type: "Feature" as const,
  id: 3,
  geometry: {
    type: "Polygon" as const,
    coordinates: [
      [
        [28.13, -26.31],
        [28.131, -26.31],
        [28.131, -26.309],
        [28.13, -26.31],
      ] as [number, number][],
    ],
  },
  properties: { name: "Pit ramp" },
};

describe("the geofence calls on the server", () => {
  it("go to the base address with the view's corners, the id and max as the spec names them", async () => {
    const fetchApi = vi.fn(async (url: string) => {
      if (url.includes("getgeofeatures") || url.includes("getgeobyid")) return { features: [feature] };
      if (url.includes("getgpsdata"))
        return [
          {
            reg_num: "HT-07",
            speed_kmph: 3,
            time_to_prev_reading_mins: null,
            latitude: -26.31,
            longitude: 28.13,
            ts: new Date(),
          },
        ];
      if (url.includes("getnextid")) return { nextId: 12 };
      return { ids: [3] };
    });
    const api = serverGeofenceApi(fetchApi, "https://fleet.example.com/");
    expect(await api.features(view)).toEqual([feature]);
    expect(fetchApi).toHaveBeenLastCalledWith(
      `https://fleet.example.com/api/getgeofeatures?bounding_coords=${encodeURIComponent(JSON.stringify(view))}`,
    );
    await api.featureById("zone a");
    expect(fetchApi).toHaveBeenLastCalledWith("https://fleet.example.com/api/getgeobyid?ID=zone%20a");
    expect(await api.gpsData(view, " ")).toHaveLength(1);
    expect(fetchApi.mock.lastCall?.[0]).toMatch(/&max=1000$/);
    await api.gpsData(view, "250");
    expect(fetchApi.mock.lastCall?.[0]).toMatch(/&max=250$/);
    expect(await api.nextId()).toBe(12);
    await api.delete(3);
    expect(fetchApi).toHaveBeenLastCalledWith("https://fleet.example.com/api/deletegeobyid?ID=3", {
      method: "POST",
      body: {},
    });
    const collection = { type: "FeatureCollection" as const, features: [] };
    await api.upsert(collection);
    expect(fetchApi).toHaveBeenLastCalledWith("https://fleet.example.com/api/upsertgeofeature", {
      method: "POST",
      body: collection,
    });
  });

  it("name the tenant in every call in explicit-domain mode", async () => {
    const fetchApi = vi.fn(async (url: string) => {
      if (url.includes("getgeofeatures")) return { features: [] };
      if (url.includes("getmapapikey")) return { mapApiKey: null };
      if (url.includes("getgpsdata")) return [];
      return { ids: [] };
    });
    const api = serverGeofenceApi(fetchApi, "", "acme");
    await api.mapApiKey();
    expect(fetchApi).toHaveBeenLastCalledWith("/api/getmapapikey?domainName=acme");
    await api.features(view);
    expect(fetchApi.mock.lastCall?.[0]).toMatch(/^\/api\/getgeofeatures\?bounding_coords=[^&]+&domainName=acme$/);
    await api.gpsData(view, "20");
    expect(fetchApi.mock.lastCall?.[0]).toMatch(/&max=20&domainName=acme$/);
    await api.delete("zone a");
    expect(fetchApi).toHaveBeenLastCalledWith("/api/deletegeobyid?ID=zone%20a&domainName=acme", {
      method: "POST",
      body: {},
    });
  });

  it("refuse an answer that is not what the server promises", async () => {
    const api = serverGeofenceApi(async () => ({ nextId: "twelve" }), "");
    await expect(api.nextId()).rejects.toThrow();
  });
});

describe("the geofence calls answered in the browser", () => {
  it("keep what is saved, find it by id and in a view, and forget what is deleted", async () => {
    const api = memoryGeofenceApi();
    const first = await api.nextId();
    await api.upsert({ type: "FeatureCollection", features: [{ ...feature, id: first }] });
    expect(await api.nextId()).toBe(first + 1);
    expect(await api.poiOptions()).toEqual([{ value: first, label: "Pit ramp" }]);
    expect(await api.features(view)).toHaveLength(1);
    await api.delete(first);
    expect(await api.featureById(first)).toEqual([]);
  });
});

describe("the geofence map's view in browser storage", () => {
  it("starts at -26.3124, 28.1332, zoom 15 when nothing is stored, and is read back as written", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    expect(readMapSettings(storage, "map-settings")).toEqual({ centre: { lat: -26.3124, lon: 28.1332 }, zoom: 15 });
    writeMapSettings(storage, "map-settings", { centre: { lat: -26.31, lon: 28.12 }, zoom: 13 });
    expect(data.get("map-settings")).toBe('{"lat":-26.31,"lng":28.12,"zoom":13}');
    expect(readMapSettings(storage, "map-settings")).toEqual({ centre: { lat: -26.31, lon: 28.12 }, zoom: 13 });
    data.set("map-settings", "{broken");
    expect(readMapSettings(storage, "map-settings").zoom).toBe(15);
  });
});
