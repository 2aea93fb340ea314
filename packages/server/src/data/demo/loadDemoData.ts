import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { DuckDbConnection } from "../connections/duckDbConnection";
import { FLEET_TABLE_COLUMNS, type FleetTableName, generateFleetDataset } from "./fleetDataset";
import { GPS_SUMMARIES_VERSION, GPS_SUMMARY_TABLES, gpsSummaryStatements } from "./gpsSummaries";
import { SITE_POIS } from "./sitePois";

/** Raise when the demo tables change shape, so existing installations load them again. */
export const DEMO_DATA_VERSION = 4;

/** GPS readings are densified to one every this many seconds, for a realistically large table (≈ 6 million rows). */
const GPS_DENSE_STEP_SECONDS = 10;

/** Where the `vega-datasets` package keeps its files. */
function vegaDatasetsDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve("vega-datasets")), "..", "data");
}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The public vega-datasets tables the demo storylines read, typed as
 * content/demo/data/README.md documents them.
 */
function vegaStatements(dir: string): string[] {
  const file = (name: string) => sqlString(join(dir, name));
  return [
    `CREATE OR REPLACE TABLE gapminder AS
       SELECT CAST(year AS INTEGER) AS year, CAST(country AS VARCHAR) AS country, CAST(cluster AS INTEGER) AS cluster,
              CAST(pop AS BIGINT) AS pop, CAST(life_expect AS DOUBLE) AS life_expect, CAST(fertility AS DOUBLE) AS fertility
       FROM read_json(${file("gapminder.json")}, format = 'array')`,
    `CREATE OR REPLACE TABLE airports AS
       SELECT iata, name, city, state, country, TRY_CAST(latitude AS DOUBLE) AS latitude, TRY_CAST(longitude AS DOUBLE) AS longitude
       FROM read_csv(${file("airports.csv")}, header = true, all_varchar = true)`,
    `CREATE OR REPLACE TABLE flights AS
       SELECT strptime(date, '%Y/%m/%d %H:%M') AS date, CAST(delay AS INTEGER) AS delay, CAST(distance AS INTEGER) AS distance,
              CAST(origin AS VARCHAR) AS origin, CAST(destination AS VARCHAR) AS destination
       FROM read_json(${file("flights-20k.json")}, format = 'array', columns = {date: 'VARCHAR', delay: 'INTEGER', distance: 'INTEGER', origin: 'VARCHAR', destination: 'VARCHAR'})`,
    // The flight log to browse and export: the first 200,000 departures of 2001 in the 3-million-flight record.
    `CREATE OR REPLACE TABLE flight_log AS
       SELECT date, CAST(delay AS INTEGER) AS delay, CAST(distance AS INTEGER) AS distance,
              CAST(origin AS VARCHAR) AS origin, CAST(destination AS VARCHAR) AS destination
       FROM read_parquet(${file("flights-3m.parquet")})
       ORDER BY date, origin, destination, delay, distance
       LIMIT 200000`,
    `CREATE OR REPLACE TABLE stocks AS
       SELECT symbol, CAST(strptime(date, '%b %d %Y') AS DATE) AS date, CAST(price AS DOUBLE) AS price
       FROM read_csv(${file("stocks.csv")}, header = true, all_varchar = true)`,
  ];
}

/** Writes one generated table as newline-delimited JSON and loads it with its declared column types. */
function fleetStatement(table: FleetTableName, rows: readonly object[], dir: string): string {
  // The generator's GPS readings (every few minutes) are loaded as the coarse track that densifyGps() fills in.
  const target = table === "fleet_gps" ? "fleet_gps_coarse" : table;
  const path = join(dir, `${table}.ndjson`);
  writeFileSync(path, rows.map((row) => JSON.stringify(row)).join("\n"));
  const columns = FLEET_TABLE_COLUMNS[table];
  const spec = columns.map(([name, type]) => `${name}: '${type}'`).join(", ");
  return `CREATE OR REPLACE TABLE ${target} AS SELECT ${columns.map(([name]) => name).join(", ")}
          FROM read_json(${sqlString(path)}, format = 'newline_delimited', columns = {${spec}})`;
}

/**
 * Fills in each truck's GPS track between its generated readings: one reading
 * every GPS_DENSE_STEP_SECONDS along the straight line between two readings,
 * speed moving evenly from one to the next. Gaps over ten minutes (a truck
 * switched off) stay gaps. The time since the previous reading is then
 * measured on the dense track, so sums of reading time stay right.
 */
function densifyGps(): string[] {
  const step = GPS_DENSE_STEP_SECONDS;
  return [
    `CREATE OR REPLACE TABLE fleet_gps AS
     WITH paired AS (
       SELECT reg_num, ts, latitude, longitude, speed_kmph,
              lead(ts) OVER w AS next_ts, lead(latitude) OVER w AS next_lat,
              lead(longitude) OVER w AS next_lon, lead(speed_kmph) OVER w AS next_speed
       FROM fleet_gps_coarse WINDOW w AS (PARTITION BY reg_num ORDER BY ts)
     ),
     segments AS (
       SELECT *, CASE WHEN next_ts IS NULL OR next_ts - ts > INTERVAL 10 MINUTE THEN 1
                      ELSE greatest(1, CAST(floor(epoch(next_ts - ts) / ${step}) AS INTEGER)) END AS steps
       FROM paired
     ),
     dense AS (
       SELECT reg_num, ts, latitude, longitude, speed_kmph, next_lat, next_lon, next_speed, steps,
              unnest(range(steps)) AS k
       FROM segments
     ),
     track AS (
       SELECT reg_num,
              ts + to_seconds(k * ${step}) AS ts,
              round(CASE WHEN k = 0 THEN latitude ELSE latitude + (next_lat - latitude) * k / steps END, 6) AS latitude,
              round(CASE WHEN k = 0 THEN longitude ELSE longitude + (next_lon - longitude) * k / steps END, 6) AS longitude,
              round(CASE WHEN k = 0 THEN speed_kmph ELSE speed_kmph + (next_speed - speed_kmph) * k / steps END, 1) AS speed_kmph
       FROM dense
     )
     SELECT reg_num, ts, latitude, longitude, speed_kmph,
            round(epoch(ts - lag(ts) OVER (PARTITION BY reg_num ORDER BY ts)) / 60, 2) AS time_to_prev_reading_mins
     FROM track
     ORDER BY reg_num, ts`,
    "DROP TABLE fleet_gps_coarse",
  ];
}

/** The fleet storyline's planning tables, which its scenario, feedback, maintenance, what-if and site-map endpoints write. */
const PLANNING_TABLES = {
  fleet_scenarios: `CREATE TABLE fleet_scenarios (
     scenario_id VARCHAR NOT NULL,
     name VARCHAR NOT NULL,
     type VARCHAR NOT NULL,
     source_id VARCHAR,
     trucks INTEGER,
     payload_fill DOUBLE,
     cycle_minutes DOUBLE,
     updated_at TIMESTAMP NOT NULL
   )`,
  fleet_transaction_feedback: `CREATE TABLE fleet_transaction_feedback (
     request_id VARCHAR NOT NULL,
     transaction_no VARCHAR NOT NULL,
     user_name VARCHAR NOT NULL,
     preventing_benefit VARCHAR,
     required_changes VARCHAR,
     will_realize_in_future BOOLEAN NOT NULL,
     submitted_at TIMESTAMP NOT NULL
   )`,
  fleet_maintenance_plan: `CREATE TABLE fleet_maintenance_plan (
     id VARCHAR NOT NULL,
     name VARCHAR NOT NULL,
     start_date DATE NOT NULL,
     end_date DATE NOT NULL,
     type VARCHAR NOT NULL,
     parent VARCHAR,
     open BOOLEAN NOT NULL,
     color VARCHAR,
     sort_order INTEGER NOT NULL,
     updated_at TIMESTAMP NOT NULL
   )`,
  fleet_maintenance_links: `CREATE TABLE fleet_maintenance_links (
     id VARCHAR NOT NULL,
     source VARCHAR NOT NULL,
     target VARCHAR NOT NULL,
     type INTEGER NOT NULL
   )`,
  fleet_tonnes_drivers: `CREATE TABLE fleet_tonnes_drivers (
     driver VARCHAR NOT NULL,
     value DOUBLE NOT NULL,
     updated_at TIMESTAMP NOT NULL
   )`,
  fleet_site_pois: `CREATE TABLE fleet_site_pois (
     poi_id INTEGER NOT NULL,
     name VARCHAR NOT NULL,
     poi_type_id VARCHAR NOT NULL,
     contract_id VARCHAR,
     geofence_radius DOUBLE NOT NULL,
     latitude DOUBLE NOT NULL,
     longitude DOUBLE NOT NULL,
     updated_at TIMESTAMP NOT NULL
   )`,
} as const;

type PlanningTable = keyof typeof PLANNING_TABLES;

/** The scenarios a new demo starts with: a baseline, two alternatives, one linked and one work in progress. */
const SEED_SCENARIOS = `INSERT INTO fleet_scenarios VALUES
  ('SC-001', 'Current fleet', 'Value', NULL, 24, 0.97, 34.0, TIMESTAMP '2026-11-01 08:00:00'),
  ('SC-002', 'Two more trucks', 'Value', NULL, 26, 0.97, 35.5, TIMESTAMP '2026-11-01 08:00:00'),
  ('SC-003', 'New haul road to the crusher', 'Value', NULL, 24, 0.97, 30.5, TIMESTAMP '2026-11-01 08:00:00'),
  ('SC-004', 'Budget 2027', 'Linked', 'SC-001', NULL, NULL, NULL, TIMESTAMP '2026-11-01 08:00:00'),
  ('SC-005', 'Payload fill drive (draft)', 'Work in Progress', 'SC-001', 24, 0.99, 34.0, TIMESTAMP '2026-11-01 08:00:00')`;

/**
 * The workshop's plan for the weeks after the data ends, made from the fleet: a project per truck model, each
 * truck's next service on the workshop's maintenance days (Tuesdays and Thursdays, in two bays; Thursday's are
 * the long, two-day ones), and a milestone the Tuesday after the last service. A task ends on the day after
 * its last day, as Gantt charts count; a project spans its tasks.
 */
const SEED_MAINTENANCE_PLAN = `INSERT INTO fleet_maintenance_plan
  WITH first_day AS (SELECT max(shift_date) + 1 AS day FROM fleet_shifts),
  first_tuesday AS (SELECT day + CAST((9 - dayofweek(day)) % 7 AS INTEGER) AS tuesday FROM first_day),
  models AS (
    SELECT model, CAST(row_number() OVER (ORDER BY min(truck_id)) AS INTEGER) AS project
    FROM fleet_trucks
    GROUP BY model
  ),
  slots AS (
    SELECT t.truck_id, m.project, CAST(row_number() OVER (ORDER BY t.truck_id) - 1 AS INTEGER) AS slot
    FROM fleet_trucks t
    JOIN models m USING (model)
  ),
  services AS (
    SELECT
      s.truck_id,
      s.project,
      s.slot % 4 >= 2 AS long_service,
      f.tuesday + 7 * (s.slot // 4) + CASE WHEN s.slot % 4 >= 2 THEN 2 ELSE 0 END AS start_date,
      CAST(row_number() OVER (PARTITION BY s.project ORDER BY s.slot) AS INTEGER) AS position
    FROM slots s, first_tuesday f
  ),
  timed AS (
    SELECT *, start_date + CASE WHEN long_service THEN 2 ELSE 1 END AS end_date FROM services
  ),
  palette AS (
    SELECT project, ['#1d6fa5', '#c2741f', '#4f8a3c', '#8a4fa3', '#2f8f8f', '#a33f4f'][(project - 1) % 6 + 1] AS color
    FROM models
  )
  SELECT 'P-' || m.project, m.model || ' services', min(t.start_date), max(t.end_date), 'project', NULL, true,
    p.color, m.project * 1000, TIMESTAMP '2026-11-01 08:00:00'
  FROM models m
  JOIN timed t USING (project)
  JOIN palette p USING (project)
  GROUP BY m.project, m.model, p.color
  UNION ALL
  SELECT 'S-' || t.truck_id,
    t.truck_id || CASE WHEN t.long_service THEN ' · 1,000-hour service' ELSE ' · 500-hour service' END,
    t.start_date, t.end_date, 'task', 'P-' || t.project, true, p.color, t.project * 1000 + t.position,
    TIMESTAMP '2026-11-01 08:00:00'
  FROM timed t
  JOIN palette p USING (project)
  UNION ALL
  SELECT 'M-1', 'Fleet serviced for the wet season', day, day, 'milestone', NULL, true, '#37474f', 1000000,
    TIMESTAMP '2026-11-01 08:00:00'
  FROM (SELECT max(f.tuesday + 7 * (s.slot // 4 + 1)) AS day FROM slots s, first_tuesday f)`;

/**
 * Each workshop bay's services follow one another (the next truck goes in when the bay is free); each bay's last
 * service leads to the milestone. The seeded services take the bays in turn, two at a time.
 */
const SEED_MAINTENANCE_LINKS = `INSERT INTO fleet_maintenance_links
  WITH tasks AS (
    SELECT id, CAST(row_number() OVER (ORDER BY start_date, id) - 1 AS INTEGER) AS slot
    FROM fleet_maintenance_plan
    WHERE type = 'task'
  ),
  pairs AS (
    SELECT t.id AS source, coalesce(n.id, m.id) AS target, t.slot
    FROM tasks t
    LEFT JOIN tasks n ON n.slot = t.slot + 2
    CROSS JOIN (SELECT id FROM fleet_maintenance_plan WHERE type = 'milestone' ORDER BY sort_order LIMIT 1) m
  )
  SELECT 'LK-' || lpad(CAST(slot + 1 AS VARCHAR), 3, '0'), source, target, 0
  FROM pairs`;

/** The site map's points of interest: the crusher, the tips, the workshops and the loading units. */
const SEED_SITE_POIS = `INSERT INTO fleet_site_pois VALUES
  ${SITE_POIS.map(
    (poi) =>
      `(${poi.id}, ${sqlString(poi.name)}, ${sqlString(poi.type)}, ${sqlString(poi.contractId)}, ${poi.geofenceRadius}, ` +
      `${poi.latitude}, ${poi.longitude}, TIMESTAMP '2026-11-01 08:00:00')`,
  ).join(",\n  ")}`;

/** What a new table starts with; the maintenance plan is made from fleet_trucks and fleet_shifts. */
const PLANNING_SEEDS: Partial<Record<PlanningTable, string>> = {
  fleet_scenarios: SEED_SCENARIOS,
  fleet_maintenance_plan: SEED_MAINTENANCE_PLAN,
  fleet_maintenance_links: SEED_MAINTENANCE_LINKS,
  fleet_site_pois: SEED_SITE_POIS,
};

/**
 * Creates the planning tables that are missing, each new one with its starting rows (the fleet tables must be
 * loaded). Never replaced nor reloaded, so what users wrote survives restarts and new demo data versions.
 */
export async function ensurePlanningTables(duck: DuckDbConnection): Promise<void> {
  const tables = Object.keys(PLANNING_TABLES) as PlanningTable[];
  const existing = await duck.query(
    `SELECT table_name FROM information_schema.tables WHERE table_name IN (${tables.map(sqlString).join(", ")})`,
    {},
    { timeoutMs: 10_000, maxRows: tables.length },
  );
  const present = new Set(existing.rows.map((row) => row.table_name));
  const statements = tables
    .filter((table) => !present.has(table))
    .flatMap((table) => {
      const seed = PLANNING_SEEDS[table];
      return seed ? [PLANNING_TABLES[table], seed] : [PLANNING_TABLES[table]];
    });
  if (statements.length > 0) await duck.executeInTransaction(statements);
}

/** The name under which the GPS summaries' version is recorded. */
const GPS_SUMMARIES_DATASET = "demo-gps-summaries";

/** The loaded version of a data set, or undefined when it was never loaded. */
async function versionOf(duck: DuckDbConnection, name: string): Promise<number | undefined> {
  const current = await duck.query(
    "SELECT version FROM storyframe_dataset_versions WHERE name = $name",
    { name },
    { timeoutMs: 10_000, maxRows: 1 },
  );
  const version = current.rows[0]?.version;
  return typeof version === "number" ? version : undefined;
}

/**
 * Builds the GPS summaries the fleet endpoints read (gpsSummaries.ts) in one transaction, then records
 * their version: a run that stops half-way leaves no version, so the next start builds them again.
 */
async function buildGpsSummaries(duck: DuckDbConnection, progress: (line: string) => void): Promise<void> {
  const started = Date.now();
  progress("  summarising the GPS readings per truck and shift…");
  await duck.executeInTransaction([
    ...gpsSummaryStatements(),
    `INSERT OR REPLACE INTO storyframe_dataset_versions VALUES ('${GPS_SUMMARIES_DATASET}', ${GPS_SUMMARIES_VERSION})`,
  ]);
  const counts = await duck.query(
    GPS_SUMMARY_TABLES.map((table) => `SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`).join(" UNION ALL "),
    {},
    { timeoutMs: 60_000, maxRows: GPS_SUMMARY_TABLES.length },
  );
  const rows = counts.rows.reduce((total, row) => total + Number(row.n ?? 0), 0).toLocaleString("en-US");
  progress(`  built the GPS summaries (${rows} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Loads the demo tenant's analytics tables into its DuckDB once per data
 * version: the public vega-datasets sets and the generated haul-fleet set,
 * then the GPS summaries (again whenever their own version changes); and
 * creates the planning tables users write when they are missing.
 */
export async function loadDemoData(
  duck: DuckDbConnection,
  progress: (line: string) => void = () => {},
): Promise<"loaded" | "already-loaded"> {
  await duck.execute(
    "CREATE TABLE IF NOT EXISTS storyframe_dataset_versions (name VARCHAR PRIMARY KEY, version INTEGER)",
  );
  if ((await versionOf(duck, "demo")) === DEMO_DATA_VERSION) {
    if ((await versionOf(duck, GPS_SUMMARIES_DATASET)) !== GPS_SUMMARIES_VERSION) {
      await buildGpsSummaries(duck, progress);
    }
    await ensurePlanningTables(duck);
    return "already-loaded";
  }

  const started = Date.now();
  progress("Loading the demo analytics data (vega-datasets and a generated haul fleet) into DuckDB…");
  const work = mkdtempSync(join(tmpdir(), "storyframe-demo-data-"));
  try {
    const dataset = generateFleetDataset();
    progress(`  generated the fleet: ${dataset.fleet_trucks.length} trucks, ${dataset.fleet_loads.length} loads`);
    const statements = [
      // Summaries of the old readings are stale from here on, whatever happens next.
      `DELETE FROM storyframe_dataset_versions WHERE name = '${GPS_SUMMARIES_DATASET}'`,
      ...vegaStatements(vegaDatasetsDir()),
      ...(Object.keys(FLEET_TABLE_COLUMNS) as FleetTableName[]).map((table) =>
        fleetStatement(table, dataset[table], work),
      ),
      ...densifyGps(),
    ];
    await duck.executeInTransaction(statements);
    await duck.execute(`INSERT OR REPLACE INTO storyframe_dataset_versions VALUES ('demo', ${DEMO_DATA_VERSION})`);
    const gps = await duck.query(
      "SELECT CAST(count(*) AS INTEGER) AS n FROM fleet_gps",
      {},
      { timeoutMs: 60_000, maxRows: 1 },
    );
    const readings = Number(gps.rows[0]?.n ?? 0).toLocaleString("en-US");
    progress(
      `  loaded ${readings} GPS readings and the public data sets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await buildGpsSummaries(duck, progress);
  await ensurePlanningTables(duck);
  return "loaded";
}
