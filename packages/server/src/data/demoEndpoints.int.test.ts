import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataEndpointSchema, hasAllTags, storylineSchema, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError, NotFoundError } from "../shared/domainErrors";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { coerceParameters } from "./coerceParameters";
import { ConnectionRegistry } from "./connections/connectionRegistry";
import { GPS_SUMMARY_TABLES } from "./demo/gpsSummaries";
import { loadDemoData } from "./demo/loadDemoData";
import type { DataReader } from "./endpointAccess";
import { DataService } from "./service";

/** The demo's Viewer role has no tags; its Developer role has developer-tools::access. */
const viewer: DataReader = { domainName: "demo", id: "viewer", tags: [] };
const developer: DataReader = { domainName: "demo", id: "developer", tags: [TAGS.developerTools] };

/** Every endpoint of the demo content runs on the loaded demo data with the storylines' initial values. */
describe("demo data endpoints on the embedded DuckDB", () => {
  let t: TestApp;
  let analytics: string;
  let connections: ConnectionRegistry;
  let data: DataService;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    analytics = mkdtempSync(join(tmpdir(), "storyframe-analytics-"));
    connections = new ConnectionRegistry(analytics, t.services.connectionDefinitions, t.config.data.duckDb);
    expect(await loadDemoData(await connections.embedded("demo"))).toBe("loaded");
    data = new DataService(t.services.contentRepository, t.services.branches, connections, {
      ...t.config.data,
      timeoutMs: 30_000,
      maxRows: 50_000,
      cacheTtlMs: 0,
    });
  }, 300_000);
  afterAll(async () => {
    await connections.closeAll();
    rmSync(analytics, { recursive: true, force: true });
    await t.close();
  });

  it("densifies the GPS track to millions of readings, each standing for the time since the previous one", async () => {
    const duck = await connections.embedded("demo");
    const { rows } = await duck.query(
      `SELECT CAST(count(*) AS INTEGER) AS n,
              CAST(count(*) FILTER (WHERE time_to_prev_reading_mins > 0.34) AS INTEGER) AS long_steps,
              max(abs(latitude + 26.31)) AS lat_spread
       FROM fleet_gps`,
      {},
      { timeoutMs: 60_000, maxRows: 1 },
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(5_000_000);
    // Readings stand for 10 to 20 s; only those after a gap (a truck switched off) stand for longer.
    expect(Number(rows[0]?.long_steps)).toBeLessThan(Number(rows[0]?.n) / 100);
    expect(Number(rows[0]?.lat_spread)).toBeLessThan(0.05);
  });

  it("loads the demo data once per version", async () => {
    expect(await loadDemoData(await connections.embedded("demo"))).toBe("already-loaded");
  });

  it("builds the GPS summaries again, and only them, when their version is missing", async () => {
    const duck = await connections.embedded("demo");
    await duck.execute("DELETE FROM storyframe_dataset_versions WHERE name = 'demo-gps-summaries'");
    await duck.execute(`DROP TABLE ${GPS_SUMMARY_TABLES[0]}`);
    const lines: string[] = [];
    expect(await loadDemoData(duck, (line) => lines.push(line))).toBe("already-loaded");
    expect(lines).toEqual([
      "  summarising the GPS readings per truck and shift…",
      expect.stringMatching(/^ {2}built the GPS summaries \([\d,]+ rows\) in [\d.]+ s$/),
    ]);
    const lines2: string[] = [];
    await loadDemoData(duck, (line) => lines2.push(line));
    expect(lines2).toEqual([]);
  }, 300_000);

  /** The GPS endpoints read the summaries; the queries they had before read every reading. */
  const gpsEndpoints = ["speed-bands", "speed-by-truck", "stationary-hotspots", "truck-profile"];
  const parameterSets: Record<string, unknown>[] = [
    {},
    { from: "2026-10-02", to: "2026-10-31" },
    { from: "2026-10-05", to: "2026-10-09", shift: "Night", speedLimit: 35, truck: "HT-03" },
    { from: "2026-10-12", to: "2026-10-25", shift: "Day", speedLimit: 25.5, truck: "HT-18" },
  ];
  it.each(gpsEndpoints)(
    "answers fleet/%s from the GPS summaries with the rows of the full scan",
    async (name) => {
      const stored = await t.services.contentRepository.get("demo", "main", "endpoint", `fleet/${name}`);
      const endpoint = dataEndpointSchema.parse(stored?.object);
      expect(endpoint.sql).toContain("_summary");
      const fullScan = readFileSync(join(import.meta.dirname, "demo", "gpsFullScanQueries", `${name}.sql`), "utf8");
      expect(fullScan).toContain("FROM fleet_gps g");
      const types = Object.fromEntries(endpoint.parameters.map((parameter) => [parameter.name, parameter.type]));
      const duck = await connections.embedded("demo");
      for (const provided of parameterSets) {
        const fromSummary = JSON.parse((await data.rows(viewer, "main", `fleet/${name}`, provided)).json.toString());
        const { values } = coerceParameters(endpoint.parameters, provided);
        const scanned = await duck.query(fullScan, values, { timeoutMs: 120_000, maxRows: 50_000, types });
        expect(fromSummary.length).toBeGreaterThan(0);
        expect({ provided, rows: fromSummary }).toEqual({ provided, rows: JSON.parse(JSON.stringify(scanned.rows)) });
      }
    },
    300_000,
  );

  it("answers every demo endpoint with rows, to the demo viewer where the viewer may read its storyline", async () => {
    const storylines = (await t.services.contentRepository.list("demo", "main", "storyline")).map((s) =>
      storylineSchema.parse(s.object),
    );
    const initialOf = new Map(storylines.map((s) => [s.name, s.parameterValues]));
    const viewerReads = new Set(storylines.filter((s) => hasAllTags(viewer.tags, s.requiredTags)).map((s) => s.name));
    // Each endpoint folder serves one storyline; its initial parameter values are what the viewer sends first.
    const storylineOfFolder: Record<string, string> = {
      fleet: "fleet-operations",
      world: "world-development",
      air: "us-air-travel",
      stocks: "tech-stocks",
      guide: "authors-guide",
    };
    const endpoints = await t.services.contentRepository.list("demo", "main", "endpoint");
    expect(endpoints.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const empty: string[] = [];
    for (const endpoint of endpoints) {
      try {
        const folder = endpoint.name.split("/")[0] ?? "";
        const storyline = storylineOfFolder[folder] ?? "";
        const initial = initialOf.get(storyline) ?? {};
        const reader = viewerReads.has(storyline) ? viewer : developer;
        const rows = JSON.parse((await data.rows(reader, "main", endpoint.name, initial)).json.toString()) as unknown[];
        if (rows.length === 0) empty.push(endpoint.name);
      } catch (error) {
        failures.push(
          `${endpoint.name}: ${error instanceof Error ? `${error.message} ${"detail" in error ? String(error.detail) : ""}` : error}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(empty).toEqual([]);
    expect(viewerReads).toEqual(new Set(["fleet-operations", "world-development", "us-air-travel", "tech-stocks"]));
  });

  /** The fleet storyline's opening period. */
  const fleetPeriod = { from: "2026-10-18", to: "2026-10-31" };
  const fleetRows = async (name: string, values: Record<string, unknown> = fleetPeriod) =>
    JSON.parse((await data.rows(viewer, "main", `fleet/${name}`, values)).json.toString()) as Record<string, unknown>[];

  it("labels the speed bands by the speed limit and leaves out the bands above it", async () => {
    const labels = async (speedLimit: number) => {
      const bands = await fleetRows("speed-bands", { ...fleetPeriod, speedLimit });
      expect(bands.reduce((sum, band) => sum + Number(band.share), 0)).toBeCloseTo(1, 3);
      return bands.map((band) => band.label);
    };
    expect(await labels(40)).toEqual([
      "Stationary (below 3 km/h)",
      "Manoeuvring (3–15 km/h)",
      "Travelling (15–30 km/h)",
      "Travelling (30–40 km/h)",
      "Above 40 km/h (speed limit)",
    ]);
    expect(await labels(30)).toEqual([
      "Stationary (below 3 km/h)",
      "Manoeuvring (3–15 km/h)",
      "Travelling (15–30 km/h)",
      "Above 30 km/h (speed limit)",
    ]);
    expect(await labels(12.5)).toEqual([
      "Stationary (below 3 km/h)",
      "Manoeuvring (3–12.5 km/h)",
      "Above 12.5 km/h (speed limit)",
    ]);
  });

  it("names the selected site in the headline figures, and lists the trucks for the filter in number order", async () => {
    const [site] = await fleetRows("sites");
    const [kpis] = await fleetRows("kpis", { ...fleetPeriod, site: site?.site_id });
    expect(kpis?.site_name).toBe(site?.name);
    const [all] = await fleetRows("kpis");
    expect(all?.site_name).toBeNull();
    const options = await fleetRows("truck-options", {});
    const ids = options.map((option) => String(option.truck_id));
    expect(ids.length).toBeGreaterThan(10);
    expect(ids).toEqual([...ids].sort());
    expect(options[0]?.label).toMatch(/^HT-01 · \S/);
  });

  it("answers the haul cycle in four stages and the queue, adding up to the average cycle of the headline figures", async () => {
    const [kpis] = await fleetRows("kpis");
    const stages = await fleetRows("haul-cycle");
    expect(stages.map((stage) => stage.stage)).toEqual(["load", "haul", "dump", "return", "queue"]);
    const minutes = stages.map((stage) => Number(stage.minutes));
    const shares = stages.map((stage) => Number(stage.share));
    for (const stage of stages) {
      expect(stage.cycle_minutes).toBe(kpis?.avg_cycle_min);
      expect(stage.loads).toBe(kpis?.loads);
      expect(Number.isInteger(stage.fill_percentage)).toBe(true);
      expect(stage.fill_percentage).toBe(Math.round(Number(stage.share) * 100));
      expect(Number(stage.best_minutes)).toBeLessThan(Number(stage.minutes));
    }
    expect(Math.abs(minutes.reduce((sum, value) => sum + value, 0) - Number(kpis?.avg_cycle_min))).toBeLessThan(0.3);
    expect(shares.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 3);
    expect(Math.max(...minutes)).toBe(stages.find((stage) => stage.stage === "haul")?.minutes);
  });

  it("answers the maintenance plan made from the fleet: a project per model spanning one service per truck, a milestone, links and today", async () => {
    const [plan] = await fleetRows("maintenance-plan", {});
    const items = plan?.items as { id: string; type: string; parent: string | null; start: string; end: string }[];
    const links = plan?.links as { id: string; source: string; target: string; type: number }[];
    const ofType = (type: string) => items.filter((item) => item.type === type);
    expect(ofType("project").map((item) => item.id)).toEqual(["P-1", "P-2", "P-3", "P-4"]);
    expect(ofType("task")).toHaveLength(24);
    expect(ofType("milestone")).toHaveLength(1);
    for (const project of ofType("project")) {
      const tasks = ofType("task").filter((task) => task.parent === project.id);
      expect(tasks.length).toBeGreaterThan(0);
      expect(project.start).toBe(tasks.map((task) => task.start).sort()[0]);
      expect(project.end).toBe(
        tasks
          .map((task) => task.end)
          .sort()
          .at(-1),
      );
    }
    expect(ofType("task").every((task) => task.start >= "2026-11-01" && task.start < task.end)).toBe(true);
    const ids = new Set(items.map((item) => item.id));
    expect(links).toHaveLength(24);
    expect(links.every((link) => ids.has(link.source) && ids.has(link.target) && link.type === 0)).toBe(true);
    expect(plan?.markers).toEqual([
      { start_date: "2026-11-01", text: "Today", title: "The day after the last shift on record", css: "today" },
    ]);
  });

  it("answers the tonnes drivers, whose actual values multiply out to the tonnes hauled per day", async () => {
    const [kpis] = await fleetRows("kpis");
    const nodes = await fleetRows("tonnes-drivers");
    const node = (id: string) => nodes.find((row) => row.node_id === id);
    expect(nodes.map((row) => [row.node_id, row.parent_id, row.editable])).toEqual([
      ["tonnes_per_day", null, false],
      ["operating_hours", "tonnes_per_day", false],
      ["trucks", "operating_hours", true],
      ["availability", "operating_hours", true],
      ["utilisation", "operating_hours", true],
      ["tonnes_per_hour", "tonnes_per_day", false],
      ["cycles_per_hour", "tonnes_per_hour", true],
      ["payload_t", "tonnes_per_hour", true],
    ]);
    expect(Math.abs(Number(node("tonnes_per_day")?.actual) - Number(kpis?.tonnes) / Number(kpis?.days))).toBeLessThan(
      1,
    );
    expect(node("trucks")?.actual).toBe(kpis?.trucks_active);
    expect(node("availability")?.actual).toBe(kpis?.availability);
    expect(node("utilisation")?.actual).toBe(kpis?.utilisation);
    expect(nodes.every((row) => row.whatif === row.actual && row.delta === 0 && row.class === null)).toBe(true);
  });

  it("refuses the viewer an endpoint only the developers-only authors' guide uses, and answers a developer", async () => {
    const refused = data.rows(viewer, "main", "guide/parameter-echo", { symbol: "AAPL" });
    await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
    const rows = JSON.parse(
      (await data.rows(developer, "main", "guide/parameter-echo", { symbol: "AAPL" })).json.toString(),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("binds parameters: a filter narrows the rows and a quote in a value is just text", async () => {
    const all = JSON.parse((await data.rows(viewer, "main", "stocks/history", { symbol: "AAPL" })).json.toString()) as {
      symbol?: string;
    }[];
    expect(all.length).toBeGreaterThan(50);
    const injected = JSON.parse(
      (await data.rows(viewer, "main", "stocks/history", { symbol: "AAPL' OR '1'='1" })).json.toString(),
    );
    expect(injected).toEqual([]);
  });

  it("refuses an unknown endpoint as not found: 'Datasource not found.'", async () => {
    const failure = data.rows(viewer, "main", "no/such", {});
    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toMatchObject({ message: "Datasource not found." });
  });
});
