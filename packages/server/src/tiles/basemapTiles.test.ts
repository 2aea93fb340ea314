import { BASEMAP_MAX_ZOOM } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { MINE_CENTRE, siteById, WORKSHOP_ID } from "../data/demo/mineLayout";
import { decodeTile, propertyValues, tileAt } from "../test/mapTiles";
import { BasemapTiles, SITE_MIN_ZOOM } from "./basemapTiles";

const withSite = new BasemapTiles({ includeDemoSite: true });
const workshop = siteById(WORKSHOP_ID);
const atMine = (z: number) => tileAt(z, MINE_CENTRE.longitude, MINE_CENTRE.latitude);
const cut = async (tiles: BasemapTiles, { z, x, y }: { z: number; x: number; y: number }) =>
  decodeTile(await tiles.tile(z, x, y));

describe("the basemap's tiles", () => {
  it("name each country once, by a point inside its largest part", async () => {
    const tile = await cut(withSite, { z: 0, x: 0, y: 0 });
    const names = propertyValues(tile, "country_labels", "name");
    expect(names).toEqual(expect.arrayContaining(["South Africa", "Fiji", "Madagascar"]));
    expect(names.filter((name) => name === "Madagascar")).toHaveLength(1);
    expect(tile.layers.country_labels?.feature(0).type).toBe(1);
    // Fiji's islands lie on both sides of the antimeridian: its name stays near them, not half a world away.
    const fiji = tile.layers.country_labels?.feature(names.indexOf("Fiji")).toGeoJSON(0, 0, 0);
    const [longitude = 0] = fiji?.geometry.type === "Point" ? fiji.geometry.coordinates : [];
    expect(Math.abs(longitude)).toBeGreaterThan(170);
  });

  it("draw the whole world's land, countries and borders at zoom 0", async () => {
    const tile = await cut(withSite, { z: 0, x: 0, y: 0 });
    expect(tile.layers.land?.length).toBeGreaterThan(0);
    expect(propertyValues(tile, "countries", "name")).toEqual(
      expect.arrayContaining(["South Africa", "Brazil", "Japan"]),
    );
    expect(tile.layers.boundaries?.length).toBeGreaterThan(0);
    expect(tile.layers.site_areas).toBeUndefined();
  });

  it("draw the demo mine's workshop at zoom 15 as areas, roads and buildings with their kinds and names", async () => {
    const tile = await cut(withSite, tileAt(15, workshop.longitude, workshop.latitude));
    expect(Object.keys(tile.layers)).toEqual(
      expect.arrayContaining(["land", "countries", "site_areas", "site_roads", "site_buildings"]),
    );
    expect(propertyValues(tile, "site_areas", "name")).toEqual(
      expect.arrayContaining(["Truck Workshop yard", "Go-line"]),
    );
    expect(propertyValues(tile, "site_areas", "kind")).toEqual(expect.arrayContaining(["workshop", "parking"]));
    expect(propertyValues(tile, "site_roads", "kind")).toContain("haul_road");
    expect(propertyValues(tile, "site_buildings", "name")).toEqual(
      expect.arrayContaining(["Truck workshop", "Site office", "Fuel bay"]),
    );
    expect(tile.layers.site_roads?.feature(0).type).toBe(2);
    expect(tile.layers.site_buildings?.feature(0).type).toBe(3);
    // In the middle of the country: all land, within South Africa's borders.
    expect(propertyValues(tile, "countries", "name")).toEqual(["South Africa"]);
  });

  it("draw every kind of the mine's areas and roads on the zoom-12 tile that holds it", async () => {
    const tile = await cut(withSite, atMine(12));
    expect(new Set(propertyValues(tile, "site_areas", "kind"))).toEqual(
      new Set(["pit", "pit_floor", "waste_dump", "stockpile", "crusher", "workshop", "parking"]),
    );
    expect(new Set(propertyValues(tile, "site_roads", "kind"))).toEqual(new Set(["haul_road", "ramp"]));
    expect(propertyValues(tile, "site_areas", "name")).toEqual(
      expect.arrayContaining(["North Pit", "South Pit", "East Waste Dump", "ROM Stockpile", "Primary Crusher pad"]),
    );
  });

  it("name each of the mine's main areas by one point, and not the floors, bays and go-line inside them", async () => {
    const tile = await cut(withSite, atMine(12));
    expect(propertyValues(tile, "site_labels", "name").sort()).toEqual([
      "East Waste Dump",
      "North Pit",
      "Primary Crusher pad",
      "ROM Stockpile",
      "South Pit",
      "Truck Workshop yard",
    ]);
    expect(tile.layers.site_labels?.feature(0).type).toBe(1);
  });

  it(`still draw the mine at zoom ${BASEMAP_MAX_ZOOM}, the highest`, async () => {
    const tile = await cut(withSite, tileAt(BASEMAP_MAX_ZOOM, workshop.longitude, workshop.latitude));
    expect(propertyValues(tile, "site_areas", "name")).toContain("Truck Workshop yard");
  });

  it(`leave the mine out below zoom ${SITE_MIN_ZOOM}, where it is a few pixels across`, async () => {
    const tile = await cut(withSite, atMine(SITE_MIN_ZOOM - 1));
    expect(tile.layers.land?.length).toBeGreaterThan(0);
    expect(tile.layers.site_areas).toBeUndefined();
  });

  it("leave the mine out of an installation that does not run the demo", async () => {
    const tile = await cut(new BasemapTiles({ includeDemoSite: false }), atMine(15));
    expect(tile.layers.land?.length).toBeGreaterThan(0);
    expect(tile.layers.site_areas).toBeUndefined();
  });

  it("are empty over the open ocean, where the background's water shows", async () => {
    const { z, x, y } = tileAt(8, -25, -25);
    const bytes = await withSite.tile(z, x, y);
    expect(bytes.length).toBe(0);
  });

  it("read each scale of the world's data once, and again only after a failed read", async () => {
    const reads: string[] = [];
    let failNext = true;
    const tiles = new BasemapTiles({
      includeDemoSite: false,
      loadWorld: async (scale) => {
        reads.push(scale);
        if (failNext) {
          failNext = false;
          throw new Error("unreadable");
        }
        const empty = { type: "FeatureCollection" as const, features: [] };
        return { land: empty, countries: empty, boundaries: empty, country_labels: empty };
      },
    });
    await expect(tiles.tile(0, 0, 0)).rejects.toThrow("unreadable");
    await tiles.tile(0, 0, 0);
    await tiles.tile(1, 1, 1);
    await tiles.tile(3, 1, 1);
    await tiles.tile(4, 1, 1);
    expect(reads).toEqual(["110m", "110m", "50m"]);
  });
});
