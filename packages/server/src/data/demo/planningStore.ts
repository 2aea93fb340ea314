import type pg from "pg";
import type { ConnectionDefinitions } from "../connections/connectionDefinitions";
import type { ConnectionRegistry } from "../connections/connectionRegistry";
import type { DuckDbConnection } from "../connections/duckDbConnection";
import { PostgresConnection } from "../connections/postgresConnection";
import { DEMO_DATA_VERSION } from "./loadDemoData";

/** The demo tenant, whose planning endpoints name the connection below. */
const DEMO_TENANT = "demo";

/**
 * The connection the demo's planning endpoints name (content/demo/data/fleet: scenarios, transactions,
 * maintenance-plan, tonnes-drivers, site-pois): the demo's embedded DuckDB on a single instance, or a PostgreSQL
 * database several instances share (STORYFRAME_DEMO_STORE_URL, decision 086).
 */
const PLANNING_CONNECTION = "planning";

/**
 * Points the demo's planning connection at the store the installation names: the PostgreSQL database of
 * `storeUrl`, which accepts writes, or, without one, the demo's embedded DuckDB. Run at every start, so the
 * setting decides.
 */
export async function defineDemoPlanningConnection(
  definitions: ConnectionDefinitions,
  storeUrl: string | undefined,
): Promise<void> {
  await definitions.save(
    storeUrl
      ? { domainName: DEMO_TENANT, name: PLANNING_CONNECTION, kind: "postgres", url: storeUrl, writes: true }
      : { domainName: DEMO_TENANT, name: PLANNING_CONNECTION, kind: "duckdb" },
  );
}

/** A table the store holds: its PostgreSQL definition and the columns copied from the embedded DuckDB. */
type StoreTable = { name: string; columns: readonly string[]; create: string };

/**
 * What the planning endpoints read of the fleet, copied from the embedded DuckDB (read-only there and here):
 * again whenever the demo data's version changes.
 */
const REFERENCE_TABLES: readonly StoreTable[] = [
  {
    name: "fleet_sites",
    columns: ["site_id", "name"],
    create: "CREATE TABLE fleet_sites (site_id text PRIMARY KEY, name text NOT NULL)",
  },
  {
    name: "fleet_trucks",
    columns: ["truck_id", "payload_t"],
    create: "CREATE TABLE fleet_trucks (truck_id text PRIMARY KEY, payload_t double precision NOT NULL)",
  },
  {
    name: "fleet_shifts",
    columns: ["shift_id", "shift_date", "shift"],
    create: "CREATE TABLE fleet_shifts (shift_id text PRIMARY KEY, shift_date date NOT NULL, shift text NOT NULL)",
  },
  {
    name: "fleet_loads",
    columns: ["load_id", "truck_id", "shift_id", "loaded_at", "from_site", "to_site", "tonnes", "cycle_minutes"],
    create: `CREATE TABLE fleet_loads (
      load_id text PRIMARY KEY,
      truck_id text NOT NULL,
      shift_id text NOT NULL,
      loaded_at timestamp NOT NULL,
      from_site text NOT NULL,
      to_site text NOT NULL,
      tonnes double precision NOT NULL,
      cycle_minutes double precision NOT NULL
    );
    CREATE INDEX fleet_loads_truck ON fleet_loads (truck_id, loaded_at)`,
  },
  {
    name: "fleet_status",
    columns: ["truck_id", "shift_id", "status", "minutes"],
    create: `CREATE TABLE fleet_status (
      truck_id text NOT NULL,
      shift_id text NOT NULL,
      status text NOT NULL,
      minutes double precision NOT NULL,
      PRIMARY KEY (truck_id, shift_id, status)
    )`,
  },
];

/**
 * The tables the planning endpoints write, as the embedded DuckDB has them (loadDemoData.ts). Created once, with
 * the rows of the embedded DuckDB's (its starting rows, or what users wrote there before the store moved), and
 * never replaced.
 */
const PLANNING_TABLES: readonly StoreTable[] = [
  {
    name: "fleet_scenarios",
    columns: ["scenario_id", "name", "type", "source_id", "trucks", "payload_fill", "cycle_minutes", "updated_at"],
    create: `CREATE TABLE fleet_scenarios (
      scenario_id text PRIMARY KEY,
      name text NOT NULL,
      type text NOT NULL,
      source_id text,
      trucks integer,
      payload_fill double precision,
      cycle_minutes double precision,
      updated_at timestamp NOT NULL
    )`,
  },
  {
    name: "fleet_transaction_feedback",
    columns: [
      "request_id",
      "transaction_no",
      "user_name",
      "preventing_benefit",
      "required_changes",
      "will_realize_in_future",
      "submitted_at",
    ],
    create: `CREATE TABLE fleet_transaction_feedback (
      request_id text NOT NULL,
      transaction_no text NOT NULL,
      user_name text NOT NULL,
      preventing_benefit text,
      required_changes text,
      will_realize_in_future boolean NOT NULL,
      submitted_at timestamp NOT NULL
    );
    CREATE INDEX fleet_transaction_feedback_transaction ON fleet_transaction_feedback (transaction_no)`,
  },
  {
    name: "fleet_maintenance_plan",
    columns: ["id", "name", "start_date", "end_date", "type", "parent", "open", "color", "sort_order", "updated_at"],
    create: `CREATE TABLE fleet_maintenance_plan (
      id text PRIMARY KEY,
      name text NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      type text NOT NULL,
      parent text,
      open boolean NOT NULL,
      color text,
      sort_order integer NOT NULL,
      updated_at timestamp NOT NULL
    )`,
  },
  {
    name: "fleet_maintenance_links",
    columns: ["id", "source", "target", "type"],
    create: `CREATE TABLE fleet_maintenance_links (
      id text PRIMARY KEY,
      source text NOT NULL,
      target text NOT NULL,
      type integer NOT NULL
    )`,
  },
  {
    name: "fleet_tonnes_drivers",
    columns: ["driver", "value", "updated_at"],
    create: `CREATE TABLE fleet_tonnes_drivers (
      driver text PRIMARY KEY,
      value double precision NOT NULL,
      updated_at timestamp NOT NULL
    )`,
  },
  {
    name: "fleet_site_pois",
    columns: ["poi_id", "name", "poi_type_id", "contract_id", "geofence_radius", "latitude", "longitude", "updated_at"],
    create: `CREATE TABLE fleet_site_pois (
      poi_id integer PRIMARY KEY,
      name text NOT NULL,
      poi_type_id text NOT NULL,
      contract_id text,
      geofence_radius double precision NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      updated_at timestamp NOT NULL
    )`,
  },
];

/**
 * The conversions the endpoints' PostgreSQL queries use where DuckDB's use TRY_CAST: a value that does not
 * convert is NULL (the operation then changes nothing), never an error. A number counts as a boolean as in
 * DuckDB (0 is false, any other true).
 */
const CONVERSIONS = [
  `CREATE OR REPLACE FUNCTION fleet_try_date(value text) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $fn$
   BEGIN RETURN value::date; EXCEPTION WHEN others THEN RETURN NULL; END $fn$`,
  `CREATE OR REPLACE FUNCTION fleet_try_double(value text) RETURNS double precision LANGUAGE plpgsql IMMUTABLE AS $fn$
   BEGIN RETURN value::double precision; EXCEPTION WHEN others THEN RETURN NULL; END $fn$`,
  `CREATE OR REPLACE FUNCTION fleet_try_integer(value text) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $fn$
   BEGIN RETURN round(value::numeric)::integer; EXCEPTION WHEN others THEN RETURN NULL; END $fn$`,
  `CREATE OR REPLACE FUNCTION fleet_try_boolean(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $fn$
   BEGIN
     IF value ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' THEN RETURN value::numeric <> 0; END IF;
     RETURN value::boolean;
   EXCEPTION WHEN others THEN RETURN NULL;
   END $fn$`,
];

/** The name under which the reference copies' version is recorded in the store. */
const REFERENCE_DATASET = "demo-reference";

/** Every row of a table of the embedded DuckDB, with the given columns. */
async function rowsOf(duck: DuckDbConnection, table: StoreTable) {
  const result = await duck.query(
    `SELECT ${table.columns.join(", ")} FROM ${table.name}`,
    {},
    { timeoutMs: 120_000, maxRows: 10_000_000 },
  );
  return result.rows;
}

/** Copies rows into a table of the store, a few thousand at a time, as JSON records of its own column types. */
async function insertRows(client: pg.PoolClient, table: StoreTable, rows: readonly Record<string, unknown>[]) {
  const columns = table.columns.join(", ");
  for (let start = 0; start < rows.length; start += 5_000) {
    await client.query(
      `INSERT INTO ${table.name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table.name}, $1::json)`,
      [JSON.stringify(rows.slice(start, start + 5_000))],
    );
  }
}

async function tableExists(client: pg.PoolClient, name: string): Promise<boolean> {
  const found = await client.query("SELECT to_regclass($1) IS NOT NULL AS present", [name]);
  return found.rows[0]?.present === true;
}

/**
 * Prepares the demo's planning store when its planning connection is a PostgreSQL one (otherwise the embedded
 * DuckDB already holds the tables): in one transaction under the store's write lock, so instances starting
 * together do it once, creates the planning tables that are missing with the embedded DuckDB's rows, copies
 * the fleet's reference tables again when the demo data's version changed (or one is missing), and defines the
 * conversions. The embedded DuckDB must hold the fleet and the planning tables (loadDemoData).
 */
export async function preparePlanningStore(
  connections: ConnectionRegistry,
  progress: (line: string) => void = () => {},
): Promise<"embedded" | "prepared"> {
  const store = await connections.get(DEMO_TENANT, PLANNING_CONNECTION);
  if (!(store instanceof PostgresConnection)) return "embedded";
  const duck = await connections.embedded(DEMO_TENANT);
  const created = await store.transactionUnderWriteLock(async (client) => {
    await client.query(
      "CREATE TABLE IF NOT EXISTS storyframe_dataset_versions (name text PRIMARY KEY, version integer NOT NULL)",
    );
    const recorded = await client.query("SELECT version FROM storyframe_dataset_versions WHERE name = $1", [
      REFERENCE_DATASET,
    ]);
    // One after another: a client runs one query at a time.
    let missing = false;
    for (const table of REFERENCE_TABLES) missing ||= !(await tableExists(client, table.name));
    if (recorded.rows[0]?.version !== DEMO_DATA_VERSION || missing) {
      for (const table of REFERENCE_TABLES) {
        await client.query(`DROP TABLE IF EXISTS ${table.name}`);
        await client.query(table.create);
        await insertRows(client, table, await rowsOf(duck, table));
      }
      await client.query(
        `INSERT INTO storyframe_dataset_versions VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version`,
        [REFERENCE_DATASET, DEMO_DATA_VERSION],
      );
    }
    const made: string[] = [];
    for (const table of PLANNING_TABLES) {
      if (await tableExists(client, table.name)) continue;
      await client.query(table.create);
      await insertRows(client, table, await rowsOf(duck, table));
      made.push(table.name);
    }
    for (const conversion of CONVERSIONS) await client.query(conversion);
    return made;
  });
  if (created.length > 0) progress(`  created the demo's planning tables in PostgreSQL: ${created.join(", ")}`);
  return "prepared";
}
