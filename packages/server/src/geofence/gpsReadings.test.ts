import { describe, expect, it } from "vitest";
import type { QueryResult } from "../data/connections/dataConnection";
import { GpsReadings } from "./gpsReadings";

const reading = {
  reg_num: "HT-107",
  speed_kmph: 31.5,
  time_to_prev_reading_mins: 0.5,
  latitude: -26.31,
  longitude: 28.13,
  ts: "2026-10-31T16:00:00",
};

/** The tenant's DuckDB as the readings see it: a GPS table, and these rows for any view. */
const tenantWith = (rows: Record<string, unknown>[]) => ({
  queryEmbedded: async (_ticket: unknown, sql: string): Promise<QueryResult> => ({
    columns: [],
    rows: sql.includes("information_schema") ? [{ tables: 1 }] : rows,
    truncated: false,
  }),
});

const box = { minLatitude: -26.4, maxLatitude: -26.2, minLongitude: 28.0, maxLongitude: 28.2 };
const ticket = { tenant: "demo", user: "u-1" };

describe("GPS readings of a view", () => {
  it("leaves out a reading without its truck or speed rather than failing the view", async () => {
    const readings = new GpsReadings(
      tenantWith([reading, { ...reading, reg_num: null }, { ...reading, speed_kmph: null }, { ...reading, ts: "x" }]),
    );
    expect(await readings.inBox(ticket, box, 1000)).toEqual([reading, { ...reading, ts: "x" }]);
  });
});
