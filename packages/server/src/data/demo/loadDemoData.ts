import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { DuckDbConnection } from "../connections/duckDbConnection";
import { FLEET_TABLE_COLUMNS, type FleetDataset, type FleetTableName, generateFleetDataset } from "./fleetDataset";

/** Raise when the demo tables change shape, so existing installations load them again. */
const DEMO_DATA_VERSION = 1;

/** Where the `vega-datasets` package keeps its files. */
export function vegaDatasetsDir(): string {
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
    `CREATE OR REPLACE TABLE stocks AS
       SELECT symbol, CAST(strptime(date, '%b %d %Y') AS DATE) AS date, CAST(price AS DOUBLE) AS price
       FROM read_csv(${file("stocks.csv")}, header = true, all_varchar = true)`,
  ];
}

/** Writes one generated table as newline-delimited JSON and loads it with its declared column types. */
function fleetStatement(table: FleetTableName, rows: readonly object[], dir: string): string {
  const path = join(dir, `${table}.ndjson`);
  writeFileSync(path, rows.map((row) => JSON.stringify(row)).join("\n"));
  const columns = FLEET_TABLE_COLUMNS[table];
  const spec = columns.map(([name, type]) => `${name}: '${type}'`).join(", ");
  return `CREATE OR REPLACE TABLE ${table} AS SELECT ${columns.map(([name]) => name).join(", ")}
          FROM read_json(${sqlString(path)}, format = 'newline_delimited', columns = {${spec}})`;
}

/**
 * Loads the demo tenant's analytics tables into its DuckDB once per data
 * version: the public vega-datasets sets and the generated haul-fleet set.
 */
export async function loadDemoData(
  duck: DuckDbConnection,
  fleet: () => FleetDataset = generateFleetDataset,
): Promise<"loaded" | "already-loaded"> {
  await duck.execute(
    "CREATE TABLE IF NOT EXISTS storyframe_dataset_versions (name VARCHAR PRIMARY KEY, version INTEGER)",
  );
  const current = await duck.query(
    "SELECT version FROM storyframe_dataset_versions WHERE name = 'demo'",
    {},
    { timeoutMs: 10_000, maxRows: 1 },
  );
  if (current.rows[0]?.version === DEMO_DATA_VERSION) return "already-loaded";

  const work = mkdtempSync(join(tmpdir(), "storyframe-demo-data-"));
  try {
    const dataset = fleet();
    const statements = [
      ...vegaStatements(vegaDatasetsDir()),
      ...(Object.keys(FLEET_TABLE_COLUMNS) as FleetTableName[]).map((table) =>
        fleetStatement(table, dataset[table], work),
      ),
    ];
    await duck.execute(["BEGIN TRANSACTION", ...statements, "COMMIT"].join(";\n"));
    await duck.execute(`INSERT OR REPLACE INTO storyframe_dataset_versions VALUES ('demo', ${DEMO_DATA_VERSION})`);
    return "loaded";
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
