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

/** The tenant's DuckDB as the readings see it: a GPS table without its spread table, and these rows for any view. */
const tenantWith = (rows: Record<string, unknown>[]) => ({
  queryEmbedded: async (_ticket: unknown, sql: string): Promise<QueryResult> => ({
    columns: [],
    rows: sql.includes("duckdb_tables()") ? [{ table_name: "fleet_gps", comment: null }] : rows,
    truncated: false,
  }),
});
/** A database whose spread table is never built, and a log that keeps nothing. */
const unbuilt = { embedded: async () => ({ executeInTransaction: async () => {} }) };
const quiet = { info: () => {}, error: () => {} };

const box = { minLatitude: -26.4, maxLatitude: -26.2, minLongitude: 28.0, maxLongitude: 28.2 };
const ticket = { tenant: "demo", user: "u-1" };

describe("GPS readings of a view", () => {
  it("leaves out a reading without its truck or speed rather than failing the view", async () => {
    const readings = new GpsReadings(
      tenantWith([reading, { ...reading, reg_num: null }, { ...reading, speed_kmph: null }, { ...reading, ts: "x" }]),
      unbuilt,
      quiet,
    );
    expect(await readings.inBox(ticket, box, 1000)).toEqual([reading, { ...reading, ts: "x" }]);
  });
});
