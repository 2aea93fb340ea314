import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/buildTestApp";
import { setUpDemoFleetApp } from "../test/demoFleetApp";
import { buildSecondInstance } from "../test/secondInstance";
import { databaseKinds } from "../test/testDatabase";

type Scenario = { scenario_id: string; name: string; type: string; trucks: number | null };
type Transaction = { transaction_no: string; feedback_count: number };
type Plan = { items: { id: string; name: string; start: string }[] };
type SitePoi = { id: number; name: string; geofenceRadius: number };

/**
 * Two instances of one installation whose demo planning connection is one PostgreSQL store (decision 086): what
 * one writes, the other reads at once, and writes sent through both at the same time are neither lost nor
 * applied twice.
 */
describe.each(databaseKinds)("the demo's planning data shared by two instances, on %s", (kind) => {
  const first = setUpDemoFleetApp(kind, "postgres");
  let second: TestApp;
  let sequence = 0;
  const nextId = () => `shared-${kind}-${++sequence}`;

  beforeAll(async () => {
    const storeUrl = first.testApp().config.data.demoStoreUrl;
    if (!storeUrl) throw new Error("The first instance has no planning store.");
    second = await buildSecondInstance(first.testApp(), { STORYFRAME_DEMO_STORE_URL: storeUrl });
  });
  afterAll(async () => {
    await second.close();
  });

  const postTo = async (instance: TestApp, endpoint: string, parameters: Record<string, unknown>) => {
    const response = await instance.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${first.token()}`, branch: "main" },
      payload: { apiEndpoint: ["fleet", endpoint], parameters },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const onFirst = (endpoint: string, parameters: Record<string, unknown> = {}) =>
    postTo(first.testApp(), endpoint, parameters);
  const onSecond = (endpoint: string, parameters: Record<string, unknown> = {}) => postTo(second, endpoint, parameters);
  const scenarioOperation = (payload: Record<string, unknown>, requestId = nextId()) => ({
    scenario_operation: { ...payload, request_id: requestId },
  });
  const names = (list: Scenario[]) => list.map((scenario) => scenario.name);

  it("lists on one instance the scenario created through the other, at once, and the other way round", async () => {
    await onFirst("scenarios", scenarioOperation({ operation: "create", name: "Wet season", type: "Value" }));
    const seen: Scenario[] = await onSecond("scenarios");
    const created = seen.find((scenario) => scenario.name === "Wet season");
    expect(created).toMatchObject({ type: "Value", trucks: 2 });
    await onSecond(
      "scenarios",
      scenarioOperation({ operation: "rename", entity_id: created?.scenario_id, name: "Wet season 2027" }),
    );
    expect(names(await onFirst("scenarios"))).toContain("Wet season 2027");
    expect(names(await onFirst("scenarios"))).not.toContain("Wet season");
  });

  it("loses no scenario and duplicates none when both instances create at the same time", async () => {
    const before: Scenario[] = await onFirst("scenarios");
    const creates = Array.from({ length: 12 }, (_, i) => [
      onFirst("scenarios", scenarioOperation({ operation: "create", name: `First ${i}`, type: "Value" })),
      onSecond("scenarios", scenarioOperation({ operation: "create", name: `Second ${i}`, type: "Value" })),
      // The same name through both, under different request ids: one scenario, as on one instance.
      onFirst("scenarios", scenarioOperation({ operation: "create", name: `Both ${i}`, type: "Value" })),
      onSecond("scenarios", scenarioOperation({ operation: "create", name: `Both ${i}`, type: "Value" })),
    ]).flat();
    await Promise.all(creates);
    const after: Scenario[] = await onSecond("scenarios");
    expect(after).toHaveLength(before.length + 36);
    expect(new Set(names(after)).size).toBe(after.length);
    for (let i = 0; i < 12; i += 1)
      expect(names(after)).toEqual(expect.arrayContaining([`First ${i}`, `Second ${i}`, `Both ${i}`]));
  });

  it("applies one request sent through both instances at the same time once", async () => {
    const requestId = nextId();
    const create = scenarioOperation({ operation: "create", name: "Sent twice", type: "Value" }, requestId);
    const clone = (name: string) =>
      scenarioOperation({ operation: "clone", entity_id: "SC-001", name }, `${requestId}-clone`);
    await Promise.all([
      onFirst("scenarios", create),
      onSecond("scenarios", create),
      onFirst("scenarios", clone("Clone A")),
      onSecond("scenarios", clone("Clone B")),
    ]);
    const list = names(await onFirst("scenarios"));
    expect(list.filter((name) => name === "Sent twice")).toHaveLength(1);
    // One clone request id: whichever instance applied it first, the other changed nothing.
    expect(list.filter((name) => name === "Clone A" || name === "Clone B")).toHaveLength(1);
  });

  it("counts feedback sent through both instances once per request, and shows it on both", async () => {
    const feedback = (requestId: string) => ({
      truck: "HT-07",
      scavenger_feedback_payload: {
        request_id: requestId,
        user: "Vera Viewer",
        transaction_no: "L-1",
        preventing_benefit: "Wet muck",
        will_realize_in_future: true,
      },
    });
    const retried = nextId();
    await Promise.all([
      onFirst("transactions", feedback(retried)),
      onSecond("transactions", feedback(retried)),
      onFirst("transactions", feedback(nextId())),
      onSecond("transactions", feedback(nextId())),
    ]);
    for (const list of [
      await onFirst("transactions", { truck: "HT-07" }),
      await onSecond("transactions", { truck: "HT-07" }),
    ]) {
      expect((list as Transaction[]).find((row) => row.transaction_no === "L-1")?.feedback_count).toBe(3);
    }
    expect(await first.planningRows("SELECT count(*)::integer AS n FROM fleet_transaction_feedback")).toEqual([
      { n: 3 },
    ]);
  });

  it("shows the maintenance plan edited on one instance and the POI saved on the other", async () => {
    await onFirst("maintenance-plan", {
      maintenance_operation: {
        request_id: nextId(),
        operation: "update-item",
        id: "S-HT-07",
        name: "HT-07 · gearbox",
        start: "2026-11-05",
        end: "2026-11-06",
      },
    });
    const [plan]: Plan[] = await onSecond("maintenance-plan");
    expect(plan?.items.find((item) => item.id === "S-HT-07")).toMatchObject({
      name: "HT-07 · gearbox",
      start: "2026-11-05",
    });
    await onSecond("site-pois", {
      poi_operation: {
        request_id: nextId(),
        operation: "save-poi",
        poi_id: 1,
        poi_name: "Crusher 2",
        poi_type_id: "crusher",
        poi_contract_id: "CT-ORE",
        poi_geofence_radius: 180,
      },
    });
    const pois: SitePoi[] = await onFirst("site-pois");
    expect(pois.find((poi) => poi.id === 1)).toMatchObject({ name: "Crusher 2", geofenceRadius: 180 });
  });
});

/** What the planning endpoints answer must not depend on their store: the same operations, the same answers. */
describe("the demo's planning endpoints on PostgreSQL answer as on DuckDB", () => {
  const onDuckDb = setUpDemoFleetApp("sqlite", "duckdb");
  const onPostgres = setUpDemoFleetApp("sqlite", "postgres");
  let sequence = 0;

  /** An answer without what differs by nature: generated ids and the time of a change. */
  const comparable = (answer: unknown): unknown =>
    JSON.parse(JSON.stringify(answer), (key, value) =>
      key === "updated_at" || key === "request_token" || (key === "scenario_id" && !/^SC-/.test(String(value)))
        ? undefined
        : value,
    );
  const both = async (endpoint: string, parameters: (requestId: string) => Record<string, unknown>) => {
    const requestId = `same-${++sequence}`;
    const answers = [
      await onDuckDb.post(endpoint, parameters(requestId)),
      await onPostgres.post(endpoint, parameters(requestId)),
    ];
    return answers.map(comparable);
  };

  it.each([
    ["the starting scenarios", "scenarios", () => ({})],
    [
      "a new Value scenario",
      "scenarios",
      (id: string) => ({ scenario_operation: { request_id: id, operation: "create", name: " Wet ", type: "Value" } }),
    ],
    [
      "a refused duplicate name",
      "scenarios",
      (id: string) => ({ scenario_operation: { request_id: id, operation: "create", name: "Wet", type: "Value" } }),
    ],
    [
      "a committed work in progress",
      "scenarios",
      (id: string) => ({ scenario_operation: { request_id: id, operation: "commit", entity_id: "SC-005" } }),
    ],
    [
      "an unlinked scenario",
      "scenarios",
      (id: string) => ({ scenario_operation: { request_id: id, operation: "unlink", entity_id: "SC-004" } }),
    ],
    ["the short loads", "transactions", () => ({ truck: "HT-07" })],
    [
      "feedback on a short load",
      "transactions",
      (id: string) => ({
        truck: "HT-07",
        scavenger_feedback_payload: { request_id: id, transaction_no: "L-4", required_changes: "Load to the line" },
      }),
    ],
    [
      "feedback without an answer",
      "transactions",
      (id: string) => ({
        truck: "HT-07",
        from: "2026-10-31",
        scavenger_feedback_payload: { request_id: id, transaction_no: "L-1", will_realize_in_future: "no" },
      }),
    ],
    ["the maintenance plan", "maintenance-plan", () => ({})],
    [
      "an edited service",
      "maintenance-plan",
      (id: string) => ({
        maintenance_operation: {
          request_id: id,
          operation: "update-item",
          id: "S-HT-08",
          name: "HT-08 · tyres",
          start: "2026-11-04",
          end: "2026-11-06",
        },
      }),
    ],
    [
      "a refused date",
      "maintenance-plan",
      (id: string) => ({
        maintenance_operation: {
          request_id: id,
          operation: "update-item",
          id: "M-1",
          name: "x",
          start: "2026-02-30",
          end: "2026-03-01",
        },
      }),
    ],
    [
      "a deleted link",
      "maintenance-plan",
      (id: string) => ({ maintenance_operation: { request_id: id, operation: "delete-link", id: "LK-001" } }),
    ],
    ["the tonnes tree", "tonnes-drivers", () => ({})],
    [
      "an overridden driver",
      "tonnes-drivers",
      (id: string) => ({ driver_operation: { request_id: id, operation: "set", driver: "trucks", value: "2.5" } }),
    ],
    [
      "a refused driver value",
      "tonnes-drivers",
      (id: string) => ({ driver_operation: { request_id: id, operation: "set", driver: "availability", value: 1.2 } }),
    ],
    [
      "a lower driver on the day shift of one site",
      "tonnes-drivers",
      (id: string) => ({
        shift: "Day",
        site: "PIT-N",
        driver_operation: { request_id: id, operation: "set", driver: "utilisation", value: 0.45 },
      }),
    ],
    ["the site's POIs", "site-pois", () => ({})],
    [
      "a saved POI",
      "site-pois",
      (id: string) => ({
        poi_operation: {
          request_id: id,
          operation: "save-poi",
          poi_id: "3",
          poi_name: "East tip",
          poi_type_id: "tip",
          poi_contract_id: null,
          poi_geofence_radius: "250",
        },
      }),
    ],
    [
      "a refused radius",
      "site-pois",
      (id: string) => ({
        poi_operation: {
          request_id: id,
          operation: "save-poi",
          poi_id: 3,
          poi_name: "East tip",
          poi_type_id: "tip",
          poi_geofence_radius: 10_001,
        },
      }),
    ],
  ])("%s", async (_case, endpoint, parameters) => {
    const [duckDb, postgres] = await both(endpoint, parameters);
    expect(postgres).toEqual(duckDb);
  });
});
