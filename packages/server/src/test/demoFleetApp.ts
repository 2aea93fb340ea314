import { afterAll, beforeAll, expect } from "vitest";
import { PostgresConnection } from "../data/connections/postgresConnection";
import { ensurePlanningTables } from "../data/demo/loadDemoData";
import { preparePlanningStore } from "../data/demo/planningStore";
import { signAccessToken } from "./accessTokens";
import { buildTestApp, type TestApp } from "./buildTestApp";
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from "./testDatabase";

/** Where the demo's planning endpoints keep their data: the embedded DuckDB, or a PostgreSQL store (decision 086). */
export type PlanningStoreKind = "duckdb" | "postgres";

/** Every metadata database with every planning store. */
export const demoFleetSetups: readonly (readonly [DatabaseKind, PlanningStoreKind])[] = databaseKinds.flatMap((kind) =>
  (["duckdb", "postgres"] as const).map((store) => [kind, store] as const),
);

/**
 * A small fleet in the shape of content/demo/data/README.md, with the columns the writing endpoints read: two
 * trucks of different models, two day shifts and four loads (640 t). Every truck-shift has 60 minutes of
 * maintenance and 390 of hauling, loading and queuing, so over the two days the fleet runs 13 operating hours a
 * day and hauls 320 t a day.
 */
const SMALL_FLEET = [
  `CREATE TABLE fleet_sites AS SELECT * FROM (VALUES
     ('PIT-N', 'North Pit', 'pit', -26.30e0, 28.12e0), ('CRU-1', 'Primary Crusher', 'crusher', -26.32e0, 28.14e0))
     AS t(site_id, name, kind, latitude, longitude)`,
  `CREATE TABLE fleet_trucks AS SELECT * FROM (VALUES
     ('HT-07', 'REG-07', 'CAT 789D', 181e0, DATE '2020-01-01'), ('HT-08', 'REG-08', 'Komatsu 830E-AC', 220e0, DATE '2021-01-01'))
     AS t(truck_id, reg_num, model, payload_t, commissioned)`,
  `CREATE TABLE fleet_shifts AS SELECT * FROM (VALUES
     ('2026-10-30-D', DATE '2026-10-30', 'Day', TIMESTAMP '2026-10-30 06:00:00', TIMESTAMP '2026-10-30 18:00:00'),
     ('2026-10-31-D', DATE '2026-10-31', 'Day', TIMESTAMP '2026-10-31 06:00:00', TIMESTAMP '2026-10-31 18:00:00'))
     AS t(shift_id, shift_date, shift, starts_at, ends_at)`,
  `CREATE TABLE fleet_loads AS SELECT * FROM (VALUES
     ('L-1', 'HT-07', '2026-10-30-D', TIMESTAMP '2026-10-30 07:00:00', TIMESTAMP '2026-10-30 07:20:00', 'PIT-N', 'CRU-1', 150e0, 32e0),
     ('L-2', 'HT-07', '2026-10-30-D', TIMESTAMP '2026-10-30 08:00:00', TIMESTAMP '2026-10-30 08:20:00', 'PIT-N', 'CRU-1', 180e0, 34e0),
     ('L-3', 'HT-08', '2026-10-31-D', TIMESTAMP '2026-10-31 07:00:00', TIMESTAMP '2026-10-31 07:20:00', 'PIT-N', 'CRU-1', 150e0, 36e0),
     ('L-4', 'HT-07', '2026-10-31-D', TIMESTAMP '2026-10-31 09:00:00', TIMESTAMP '2026-10-31 09:20:00', 'PIT-N', 'CRU-1', 160e0, 30e0))
     AS t(load_id, truck_id, shift_id, loaded_at, dumped_at, from_site, to_site, tonnes, cycle_minutes)`,
  `CREATE TABLE fleet_status AS
     SELECT truck_id, shift_id, status, minutes
     FROM (VALUES ('HT-07'), ('HT-08')) AS trucks(truck_id),
          (VALUES ('2026-10-30-D'), ('2026-10-31-D')) AS shifts(shift_id),
          (VALUES ('hauling', 300e0), ('loading', 60e0), ('queuing', 30e0), ('idle', 90e0), ('maintenance', 60e0),
                  ('standby', 180e0)) AS statuses(status, minutes)`,
];

/**
 * For the suite it is called in: a test app on `kind` whose embedded demo database holds the small fleet above
 * and the planning tables, and whose planning connection is the embedded DuckDB or a fresh PostgreSQL database
 * prepared from it (`store`). `post` calls a fleet data endpoint as a user without tags, expects it to answer
 * 200 and returns its JSON; `demoDatabase` is the embedded database, to look inside; `planningRows` reads the
 * planning store, `changePlanningStore` runs statements on it, and `preparePlanning` prepares its tables again,
 * as a restart does; `testApp` and `token` are the app and the user's token, for a second instance.
 */
export function setUpDemoFleetApp(kind: DatabaseKind, store: PlanningStoreKind = "duckdb") {
  let t: TestApp;
  let token: string;
  let storeDatabase: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

  const preparePlanning = async () => {
    await ensurePlanningTables(await t.services.connections.embedded("demo"));
    await preparePlanningStore(t.services.connections);
  };

  beforeAll(async () => {
    storeDatabase = store === "postgres" ? await createPostgresDatabase() : undefined;
    t = await buildTestApp(kind, storeDatabase ? { STORYFRAME_DEMO_STORE_URL: storeDatabase.url } : {});
    token = await signAccessToken(t, { allowed_tags: [] });
    const duck = await t.services.connections.embedded("demo");
    await duck.executeInTransaction(SMALL_FLEET);
    await preparePlanning();
  });
  afterAll(async () => {
    await t.close();
    await storeDatabase?.drop();
  });

  const post = async (endpoint: string, parameters: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main" },
      payload: { apiEndpoint: ["fleet", endpoint], parameters },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const demoDatabase = () => t.services.connections.embedded("demo");
  const planningConnection = async () => {
    const connection = await t.services.connections.get("demo", "planning");
    if (!connection) throw new Error("The demo tenant has no planning connection.");
    return connection;
  };
  const planningRows = async (sql: string) =>
    (await (await planningConnection()).query(sql, {}, { timeoutMs: 5_000, maxRows: 100 })).rows;
  const changePlanningStore = async (sql: string) => {
    const connection = await planningConnection();
    if (connection instanceof PostgresConnection) {
      await connection.transactionUnderWriteLock((client) => client.query(sql));
    } else {
      await (await demoDatabase()).execute(sql);
    }
  };
  return {
    post,
    demoDatabase,
    planningRows,
    changePlanningStore,
    preparePlanning,
    testApp: () => t,
    token: () => token,
  };
}
