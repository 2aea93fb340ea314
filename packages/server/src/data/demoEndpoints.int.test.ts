import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storylineSchema } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { ConnectionRegistry } from "./connections/connectionRegistry";
import { DataService } from "./dataService";
import { loadDemoData } from "./demo/loadDemoData";

/** Every endpoint of the demo content runs on the loaded demo data with the storylines' initial values. */
describe("demo data endpoints on the embedded DuckDB", () => {
  let t: TestApp;
  let analytics: string;
  let connections: ConnectionRegistry;
  let data: DataService;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    analytics = mkdtempSync(join(tmpdir(), "storyframe-analytics-"));
    connections = new ConnectionRegistry(analytics, t.services.connectionDefinitions);
    expect(await loadDemoData(await connections.embedded("demo"))).toBe("loaded");
    data = new DataService(t.services.contentRepository, t.services.branches, connections, {
      timeoutMs: 30_000,
      maxRows: 50_000,
      cacheTtlMs: 0,
    });
  }, 120_000);
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

  it("answers every demo endpoint with rows", async () => {
    const storylines = await t.services.contentRepository.list("demo", "main", "storyline");
    const initialOf = new Map(storylines.map((s) => [s.name, storylineSchema.parse(s.object).parameterValues]));
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
        const initial = initialOf.get(storylineOfFolder[folder] ?? "") ?? {};
        const rows = JSON.parse((await data.rows("demo", "main", endpoint.name, initial)).json.toString()) as unknown[];
        if (rows.length === 0) empty.push(endpoint.name);
      } catch (error) {
        failures.push(
          `${endpoint.name}: ${error instanceof Error ? `${error.message} ${"detail" in error ? String(error.detail) : ""}` : error}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(empty).toEqual([]);
  });

  it("binds parameters: a filter narrows the rows and a quote in a value is just text", async () => {
    const all = JSON.parse((await data.rows("demo", "main", "stocks/history", { symbol: "AAPL" })).json.toString()) as {
      symbol?: string;
    }[];
    expect(all.length).toBeGreaterThan(50);
    const injected = JSON.parse(
      (await data.rows("demo", "main", "stocks/history", { symbol: "AAPL' OR '1'='1" })).json.toString(),
    );
    expect(injected).toEqual([]);
  });

  it("answers 404 'Datasource not found.' for an unknown endpoint and lists missing required parameters", async () => {
    await expect(data.rows("demo", "main", "no/such", {})).rejects.toMatchObject({
      statusCode: 404,
      message: "Datasource not found.",
    });
  });
});
