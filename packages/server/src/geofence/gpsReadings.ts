import { type BoundingBox, type GpsReading, gpsReadingSchema } from "@storyframe/core";
import type { BoundValue, QueryResult } from "../data/connections/dataConnection";
import type { QueryTicket } from "../data/queryQueue";

/** The table of GPS readings in a tenant's DuckDB (the demo's fleet track, content/demo/data/README.md). */
const GPS_READINGS_TABLE = "fleet_gps";

/** How a query reaches the tenant's DuckDB: `DataService.queryEmbedded`, in the tenant's query line. */
type EmbeddedQueries = {
  queryEmbedded(
    ticket: QueryTicket,
    sql: string,
    parameters: Record<string, BoundValue>,
    maxRows: number,
  ): Promise<QueryResult>;
};

/**
 * Readings sampled per reading asked for, and grid cells per reading asked for: enough that roads, which cross
 * few of the cells, still fill the answer.
 */
const SAMPLES_PER_READING = 16;

const TABLE_EXISTS = `SELECT count(*) AS tables FROM information_schema.tables
  WHERE table_schema = 'main' AND table_type = 'BASE TABLE' AND table_name = '${GPS_READINGS_TABLE}'`;

/**
 * The readings in the box, spread over it, in one scan-bound query:
 *
 * 1. `sampled`: every k-th reading of the table in the box (by row number; the
 *    table is ordered by truck and time, so that is a reading every k × the
 *    reading interval along each truck's track), with k chosen from the count
 *    in the box so that about 16 readings per reading asked for remain;
 * 2. `latest_per_cell`: the box cut into a grid of about 16 cells per reading
 *    asked for, each cell keeping its latest sampled reading;
 * 3. when more cells hold readings than asked for, a fixed pseudo-random
 *    choice of cells (by a hash of the cell) is kept.
 *
 * So `max` readings cover the whole view, every road and site, rather than
 * being the first N readings of one truck, and the same view always answers
 * the same readings. Grid size, sample size and limit are whole numbers
 * computed here; the box is bound.
 */
function spreadReadingsSql(grid: number, max: number): string {
  return `WITH in_box AS (
    SELECT count(*) AS readings FROM ${GPS_READINGS_TABLE}
    WHERE latitude BETWEEN $minLatitude AND $maxLatitude AND longitude BETWEEN $minLongitude AND $maxLongitude
  ),
  sampled AS (
    SELECT g.reg_num, g.ts, g.latitude, g.longitude, g.speed_kmph, g.time_to_prev_reading_mins,
           least(CAST(floor((g.latitude - $minLatitude) * $latitudeScale) AS INTEGER), ${grid - 1}) AS cell_row,
           least(CAST(floor((g.longitude - $minLongitude) * $longitudeScale) AS INTEGER), ${grid - 1}) AS cell_column
    FROM ${GPS_READINGS_TABLE} g, in_box
    WHERE g.latitude BETWEEN $minLatitude AND $maxLatitude AND g.longitude BETWEEN $minLongitude AND $maxLongitude
      AND g.rowid % greatest(1, in_box.readings // ${max * SAMPLES_PER_READING}) = 0
  ),
  latest_per_cell AS (
    SELECT cell_row, cell_column,
           arg_max({'reg_num': reg_num, 'ts': ts, 'latitude': latitude, 'longitude': longitude,
                    'speed_kmph': speed_kmph, 'time_to_prev_reading_mins': time_to_prev_reading_mins}, ts) AS reading
    FROM sampled
    GROUP BY cell_row, cell_column
  )
  SELECT CAST(reading.reg_num AS VARCHAR) AS reg_num, CAST(reading.speed_kmph AS DOUBLE) AS speed_kmph,
         CAST(reading.time_to_prev_reading_mins AS DOUBLE) AS time_to_prev_reading_mins,
         CAST(reading.latitude AS DOUBLE) AS latitude, CAST(reading.longitude AS DOUBLE) AS longitude,
         reading.ts AS ts
  FROM latest_per_cell
  ORDER BY hash(cell_row, cell_column), cell_row, cell_column
  LIMIT ${max}`;
}

/**
 * The query of the readings in `box`, at most `max`, spread over it: its SQL and bound values (the bench runs the
 * same on DuckDB alone).
 */
export function gpsReadingsQuery(box: BoundingBox, max: number): { sql: string; parameters: Record<string, number> } {
  const grid = Math.max(1, Math.ceil(Math.sqrt(max * SAMPLES_PER_READING)));
  const latitudeSpan = box.maxLatitude - box.minLatitude;
  const longitudeSpan = box.maxLongitude - box.minLongitude;
  return {
    sql: spreadReadingsSql(grid, max),
    parameters: {
      minLatitude: box.minLatitude,
      maxLatitude: box.maxLatitude,
      minLongitude: box.minLongitude,
      maxLongitude: box.maxLongitude,
      latitudeScale: latitudeSpan > 0 ? grid / latitudeSpan : 0,
      longitudeScale: longitudeSpan > 0 ? grid / longitudeSpan : 0,
    },
  };
}

/** The GPS readings of a tenant's DuckDB within a view, at most `max`, spread over the view. */
export class GpsReadings {
  constructor(private readonly queries: EmbeddedQueries) {}

  async inBox(ticket: QueryTicket, box: BoundingBox, max: number): Promise<GpsReading[]> {
    const exists = await this.queries.queryEmbedded(ticket, TABLE_EXISTS, {}, 1);
    // A tenant without GPS data has no readings, rather than a failing query.
    if (Number(exists.rows[0]?.tables ?? 0) === 0) return [];
    const { sql, parameters } = gpsReadingsQuery(box, max);
    const result = await this.queries.queryEmbedded(ticket, sql, parameters, max);
    // A reading without its truck, speed, position or time cannot be drawn: it is left out, not a failed view.
    return result.rows.flatMap((row) => {
      const reading = gpsReadingSchema.safeParse(row);
      return reading.success ? [reading.data] : [];
    });
  }
}
