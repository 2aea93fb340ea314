import { type BoundingBox, type GpsReading, gpsReadingSchema } from "@storyframe/core";
import type { BoundValue, QueryResult } from "../data/connections/dataConnection";
import type { QueryTicket } from "../data/queryQueue";
import type { ServiceLog } from "../shared/serviceLog";

/** The table of GPS readings in a tenant's DuckDB (the demo's fleet track, content/demo/data/README.md). */
const GPS_READINGS_TABLE = "fleet_gps";

/** The readings kept for views, by grid cell, built from GPS_READINGS_TABLE (decision 081). */
const SPREAD_TABLE = "fleet_gps_spread";

/** Raise when the spread table's layout changes, so every tenant builds it again. */
const SPREAD_LAYOUT_VERSION = 1;

/**
 * The spread table's grids, coarse to fine: cells of this many degrees of latitude and of longitude. The finest,
 * 0.0001°, is about 11 × 10 m at the mine.
 */
const FINEST_DEGREES = 0.0001;
const LEVEL_DEGREES = [0.0008, 0.0004, 0.0002, FINEST_DEGREES];
const FINEST_LEVEL = LEVEL_DEGREES.length - 1;

/** The latest readings kept per finest cell: enough for views down to about 350 m across; smaller ones read the table. */
const KEPT_PER_CELL = 64;

/** Readings taken per view grid cell that a spread cell covers, so the view's finer cells still fill. */
const CANDIDATES_PER_VIEW_CELL = 4;

/**
 * Readings sampled per reading asked for, and grid cells per reading asked for: enough that roads, which cross
 * few of the cells, still fill the answer.
 */
const SAMPLES_PER_READING = 16;

/** How a query reaches the tenant's DuckDB: `DataService.queryEmbedded`, in the tenant's query line. */
type EmbeddedQueries = {
  queryEmbedded(
    ticket: QueryTicket,
    sql: string,
    parameters: Record<string, BoundValue>,
    maxRows: number,
  ): Promise<QueryResult>;
};

/** Where the spread table is written: the tenant's embedded DuckDB (`ConnectionRegistry.embedded`). */
type EmbeddedDatabases = {
  embedded(domainName: string): Promise<{ executeInTransaction(statements: readonly string[]): Promise<void> }>;
};

const TABLES = `SELECT table_name, comment FROM duckdb_tables()
  WHERE database_name = current_database() AND schema_name = 'main' AND NOT temporary
    AND table_name IN ('${GPS_READINGS_TABLE}', '${SPREAD_TABLE}')`;

/** What the readings are now, from the table's statistics (no scan): the spread table is current when it has this. */
const SOURCE_STAMP = `SELECT count(*) AS readings, CAST(min(ts) AS VARCHAR) AS first_ts, CAST(max(ts) AS VARCHAR) AS last_ts
  FROM ${GPS_READINGS_TABLE}`;

const stampOf = (row: Record<string, unknown> | undefined) =>
  `layout ${SPREAD_LAYOUT_VERSION}: ${String(row?.readings)} readings from ${String(row?.first_ts)} to ${String(row?.last_ts)}`;

const READING_COLUMNS = "reg_num, ts, latitude, longitude, speed_kmph, time_to_prev_reading_mins";
const cellOf = (degrees: number) => `floor(latitude / ${degrees}), floor(longitude / ${degrees})`;
const latestIn = (degrees: number) =>
  `row_number() OVER (PARTITION BY ${cellOf(degrees)} ORDER BY ts DESC, reg_num) = 1`;

/**
 * The spread table: the KEPT_PER_CELL latest readings of each finest cell, each with its `detail`, the coarsest
 * level whose cell it is the latest reading of (0 to FINEST_LEVEL), or past the finest level, FINEST_LEVEL + its
 * rank in its finest cell less one. So the readings of detail up to d are the latest reading of every cell of level
 * d (or the d − FINEST_LEVEL + 1 latest of every finest cell); stored by detail and then latitude, they are a few
 * runs of rows that DuckDB's zone maps find without reading the rest. The latest reading of a cell is the latest
 * of one of its finest cells, so only those are ranked on the coarser levels. The stamp, the readings' state it
 * was built from, is its comment.
 */
function spreadTableStatements(stamp: string): string[] {
  const coarser = LEVEL_DEGREES.slice(0, FINEST_LEVEL).map(
    (degrees, level) => `WHEN ${latestIn(degrees)} THEN ${level}`,
  );
  return [
    `CREATE OR REPLACE TABLE ${SPREAD_TABLE} AS
     WITH ranked AS (
       SELECT ${READING_COLUMNS},
              row_number() OVER (PARTITION BY ${cellOf(FINEST_DEGREES)} ORDER BY ts DESC, reg_num) AS finest_rank
       FROM ${GPS_READINGS_TABLE}
       WHERE latitude IS NOT NULL AND longitude IS NOT NULL
       QUALIFY finest_rank <= ${KEPT_PER_CELL}
     )
     SELECT ${READING_COLUMNS}, CAST(CASE ${coarser.join(" ")} ELSE ${FINEST_LEVEL} END AS INTEGER) AS detail
     FROM ranked WHERE finest_rank = 1
     UNION ALL
     SELECT ${READING_COLUMNS}, CAST(${FINEST_LEVEL - 1} + finest_rank AS INTEGER) AS detail
     FROM ranked WHERE finest_rank > 1
     ORDER BY detail, latitude`,
    `COMMENT ON TABLE ${SPREAD_TABLE} IS '${stamp.replace(/'/g, "''")}'`,
  ];
}

/**
 * The candidates spread over the view's grid: each grid cell keeps its latest candidate, and when more cells hold
 * one than asked for, a fixed pseudo-random choice of cells (by a hash of the cell) is kept. So `max` readings
 * cover the whole view, every road and site, rather than being the first N readings of one truck, and the same
 * view answers the same readings. Grid size and limit are whole numbers computed here; the box is bound.
 */
function spreadOverGrid(candidates: string, grid: number, max: number): string {
  return `WITH candidates AS (${candidates}),
  in_cells AS (
    SELECT c.*,
           least(CAST(floor((c.latitude - $minLatitude) * $latitudeScale) AS INTEGER), ${grid - 1}) AS cell_row,
           least(CAST(floor((c.longitude - $minLongitude) * $longitudeScale) AS INTEGER), ${grid - 1}) AS cell_column
    FROM candidates c
  ),
  latest_per_cell AS (
    SELECT cell_row, cell_column,
           arg_max({'reg_num': reg_num, 'ts': ts, 'latitude': latitude, 'longitude': longitude,
                    'speed_kmph': speed_kmph, 'time_to_prev_reading_mins': time_to_prev_reading_mins}, ts) AS reading
    FROM in_cells
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

const IN_BOX = "latitude BETWEEN $minLatitude AND $maxLatitude AND longitude BETWEEN $minLongitude AND $maxLongitude";

/**
 * Candidates from the readings themselves, in one scan of the box: every k-th reading (by row number; the table
 * is ordered by truck and time, so that is a reading every k × the reading interval along each truck's track),
 * with k chosen from the count in the box so that about SAMPLES_PER_READING readings per reading asked for remain.
 */
const sampledReadings = (max: number) => `WITH in_box AS (
    SELECT count(*) AS readings FROM ${GPS_READINGS_TABLE} WHERE ${IN_BOX}
  )
  SELECT g.reg_num, g.ts, g.latitude, g.longitude, g.speed_kmph, g.time_to_prev_reading_mins
  FROM ${GPS_READINGS_TABLE} g, in_box
  WHERE g.latitude BETWEEN $minLatitude AND $maxLatitude AND g.longitude BETWEEN $minLongitude AND $maxLongitude
    AND g.rowid % greatest(1, in_box.readings // ${max * SAMPLES_PER_READING}) = 0`;

/** Candidates from the spread table: its readings of detail up to `detail` in the box. */
const keptReadings = (detail: number) =>
  `SELECT ${READING_COLUMNS} FROM ${SPREAD_TABLE} WHERE detail <= ${detail} AND ${IN_BOX}`;

type Query = { sql: string; parameters: Record<string, number> };

const gridOf = (max: number) => Math.max(1, Math.ceil(Math.sqrt(max * SAMPLES_PER_READING)));

function boxParameters(box: BoundingBox, grid: number): Record<string, number> {
  const latitudeSpan = box.maxLatitude - box.minLatitude;
  const longitudeSpan = box.maxLongitude - box.minLongitude;
  return {
    minLatitude: box.minLatitude,
    maxLatitude: box.maxLatitude,
    minLongitude: box.minLongitude,
    maxLongitude: box.maxLongitude,
    latitudeScale: latitudeSpan > 0 ? grid / latitudeSpan : 0,
    longitudeScale: longitudeSpan > 0 ? grid / longitudeSpan : 0,
  };
}

/**
 * The query of the readings in `box`, at most `max`, spread over it, from the readings themselves: one scan of
 * the table (the bench runs it on DuckDB alone).
 */
export function gpsReadingsQuery(box: BoundingBox, max: number): Query {
  const grid = gridOf(max);
  return { sql: spreadOverGrid(sampledReadings(max), grid, max), parameters: boxParameters(box, grid) };
}

/**
 * The detail of the spread table a view needs: the coarsest level whose cells are no larger than the view's grid
 * cells, each then holding its latest reading; past the finest level, more of each finest cell's latest readings
 * as the view's cells get finer; null when more than the table keeps (a view under about 350 m across at max 1000).
 */
function detailFor(box: BoundingBox, max: number): number | null {
  const grid = gridOf(max);
  const latitudeCell = (box.maxLatitude - box.minLatitude) / grid;
  const longitudeCell = (box.maxLongitude - box.minLongitude) / grid;
  if (latitudeCell <= 0 || longitudeCell <= 0) return null;
  const viewCell = Math.sqrt(latitudeCell * longitudeCell);
  const level = LEVEL_DEGREES.findIndex((degrees) => degrees <= viewCell);
  if (level !== -1) return level;
  const viewCellsPerCell = (FINEST_DEGREES / latitudeCell) * (FINEST_DEGREES / longitudeCell);
  const perCell = Math.max(1, Math.ceil(CANDIDATES_PER_VIEW_CELL * viewCellsPerCell));
  return perCell <= KEPT_PER_CELL ? FINEST_LEVEL - 1 + perCell : null;
}

/**
 * The GPS readings of a tenant's DuckDB within a view, at most `max`, spread over the view (decisions 075, 081).
 * A view is answered from the spread table when it is current; otherwise from the readings themselves, while the
 * spread table is built (again) in the background, once at a time per tenant.
 */
export class GpsReadings {
  /** Builds under way, by tenant. */
  private readonly builds = new Map<string, Promise<void>>();
  /** The stamp whose build failed, by tenant: not tried again until the readings change. */
  private readonly failedStamps = new Map<string, string>();

  constructor(
    private readonly queries: EmbeddedQueries,
    private readonly databases: EmbeddedDatabases,
    private readonly log: ServiceLog,
  ) {}

  async inBox(ticket: QueryTicket, box: BoundingBox, max: number): Promise<GpsReading[]> {
    const tables = await this.queries.queryEmbedded(ticket, TABLES, {}, 2);
    const named = (name: string) => tables.rows.find((row) => row.table_name === name);
    // A tenant without GPS data has no readings, rather than a failing query.
    if (!named(GPS_READINGS_TABLE)) return [];
    const { sql, parameters } =
      (await this.spreadQuery(ticket, box, max, named(SPREAD_TABLE)?.comment)) ?? gpsReadingsQuery(box, max);
    const result = await this.queries.queryEmbedded(ticket, sql, parameters, max);
    // A reading without its truck, speed, position or time cannot be drawn: it is left out, not a failed view.
    return result.rows.flatMap((row) => {
      const reading = gpsReadingSchema.safeParse(row);
      return reading.success ? [reading.data] : [];
    });
  }

  /** The query on the spread table when it serves this view and is current; null otherwise (then it is built). */
  private async spreadQuery(
    ticket: QueryTicket,
    box: BoundingBox,
    max: number,
    builtStamp: unknown,
  ): Promise<Query | null> {
    const detail = detailFor(box, max);
    if (detail === null) return null;
    const stamp = stampOf((await this.queries.queryEmbedded(ticket, SOURCE_STAMP, {}, 1)).rows[0]);
    if (builtStamp !== stamp) {
      this.build(ticket.tenant, stamp);
      return null;
    }
    const grid = gridOf(max);
    return { sql: spreadOverGrid(keptReadings(detail), grid, max), parameters: boxParameters(box, grid) };
  }

  private build(tenant: string, stamp: string): void {
    if (this.builds.has(tenant) || this.failedStamps.get(tenant) === stamp) return;
    const started = Date.now();
    const build = this.databases
      .embedded(tenant)
      .then((database) => database.executeInTransaction(spreadTableStatements(stamp)))
      .then(() => this.log.info({ tenant, ms: Date.now() - started }, "GPS readings spread table built"))
      .catch((error: unknown) => {
        // Views keep being answered from the readings themselves; the next change of the readings tries again.
        this.failedStamps.set(tenant, stamp);
        this.log.error({ tenant, err: error }, "GPS readings spread table could not be built");
      })
      .finally(() => this.builds.delete(tenant));
    this.builds.set(tenant, build);
  }
}
