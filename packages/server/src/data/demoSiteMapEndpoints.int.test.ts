import { beforeAll, describe, expect, it } from "vitest";
import { demoFleetSetups, setUpDemoFleetApp } from "../test/demoFleetApp";

type SitePoi = {
  id: number;
  name: string;
  lat: number;
  lon: number;
  color: string;
  poiTypeId: string;
  contractId: string | null;
  geofenceRadius: number;
};
type GpsReading = { reg_num: string; ts: string; speed_kmph: number; latitude: number; longitude: number };

/** The fleet storyline's site map: its points of interest, saved by the POI dialog, and the trucks' readings. */
describe.each(demoFleetSetups)("the demo's site map endpoints, on %s, with the planning data in %s", (kind, store) => {
  const { post, demoDatabase } = setUpDemoFleetApp(kind, store);
  let sequence = 0;

  // Four readings of one truck around 16:00 of the last day shift (2026-10-31), every ten seconds, and one an hour on.
  beforeAll(async () => {
    const duck = await demoDatabase();
    await duck.executeInTransaction([
      `CREATE TABLE fleet_gps AS SELECT * FROM (VALUES
         ('REG-07', TIMESTAMP '2026-10-31 15:59:50', -26.31e0, 28.13e0, 20e0, 0.17e0),
         ('REG-07', TIMESTAMP '2026-10-31 16:00:00', -26.31e0, 28.13e0, 1.2e0, 0.17e0),
         ('REG-07', TIMESTAMP '2026-10-31 16:00:10', -26.31e0, 28.13e0, 2.5e0, 0.17e0),
         ('REG-07', TIMESTAMP '2026-10-31 16:00:20', -26.31e0, 28.131e0, 24.56e0, 0.17e0),
         ('REG-07', TIMESTAMP '2026-10-31 17:00:00', -26.31e0, 28.14e0, 30e0, 0.17e0))
         AS t(reg_num, ts, latitude, longitude, speed_kmph, time_to_prev_reading_mins)`,
    ]);
  });

  const pois = async (operation?: Record<string, unknown>): Promise<SitePoi[]> =>
    post("site-pois", operation ? { poi_operation: { ...operation, request_id: `poi-${kind}-${++sequence}` } } : {});
  const save = (changes: Record<string, unknown>) =>
    pois({
      operation: "save-poi",
      poi_id: 1,
      poi_name: "Primary Crusher",
      poi_type_id: "crusher",
      poi_contract_id: "CT-ORE",
      poi_geofence_radius: 150,
      ...changes,
    });
  const crusher = async () => (await pois()).find((poi) => poi.id === 1);

  it("starts with the crusher, the tips, the workshops and the loaders, each with its type, contract and radius", async () => {
    const answer = await pois();
    expect(answer.map((poi) => poi.poiTypeId)).toEqual([
      "crusher",
      "tip",
      "tip",
      "workshop",
      "workshop",
      "loader",
      "loader",
      "loader",
      "loader",
    ]);
    expect(answer[0]).toMatchObject({ id: 1, name: "Primary Crusher", contractId: "CT-ORE", geofenceRadius: 150 });
    for (const poi of answer) {
      expect(poi.lat).toBeCloseTo(-26.31, 1);
      expect(poi.lon).toBeCloseTo(28.14, 1);
    }
  });

  it("keeps a saved name, type, contract and radius, and a contract may be cleared", async () => {
    await save({ poi_name: " Crusher 2 ", poi_type_id: "tip", poi_contract_id: null, poi_geofence_radius: 250 });
    expect(await crusher()).toMatchObject({
      name: "Crusher 2",
      poiTypeId: "tip",
      contractId: null,
      geofenceRadius: 250,
    });
  });

  it("changes nothing for an empty name, an unknown type or contract, or a radius outside 10 m to 10 km", async () => {
    const before = await crusher();
    await save({ poi_name: "  " });
    await save({ poi_type_id: "airport" });
    await save({ poi_contract_id: "CT-NONE" });
    await save({ poi_geofence_radius: 9 });
    await save({ poi_geofence_radius: 10_001 });
    expect(await crusher()).toEqual(before);
  });

  it("answers every other reading of ten minutes of the last day shift from 16:00, standing trucks at speed 0", async () => {
    const readings: GpsReading[] = await post("recent-gps", {});
    expect(readings.map((reading) => [reading.ts, reading.speed_kmph])).toEqual([
      ["2026-10-31T16:00:00", 0],
      ["2026-10-31T16:00:20", 24.6],
    ]);
  });
});
