import { type DataSource, dataSourceSchema } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DataSourceController,
  DataSourceNotFoundError,
  type FetchDataSource,
  MissingRequiredParametersError,
} from "./dataSourceController";

function source(input: Partial<DataSource> & { name: string }): DataSource {
  return dataSourceSchema.parse({ apiEndpoint: ["demo", input.name], ...input });
}

/** A parameter a data source cannot be read without. */
const required = (name: string) => ({ name, isRequired: true, isOptional: false });
/** A parameter a data source reads when it has a value. */
const optional = (name: string) => ({ name, isRequired: false, isOptional: true });

/** A fetcher whose answers the test releases by hand, in any order. */
function controllableFetch() {
  const calls: {
    name: string;
    parameters: Record<string, unknown>;
    resolve(data: unknown): void;
    reject(e: Error): void;
  }[] = [];
  const fetch: FetchDataSource = (dataSource, parameters) =>
    new Promise((resolve, reject) => calls.push({ name: dataSource.name, parameters, resolve, reject }));
  return { fetch, calls };
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An idle moment the test grants by hand. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  return {
    whenIdle: (task: () => void) => {
      waiting.push(task);
      return () => waiting.splice(waiting.indexOf(task), 1);
    },
    waiting: () => waiting.length,
    grant() {
      for (const task of waiting.splice(0)) task();
    },
  };
}

describe("DataSourceController", () => {
  it("loads every data source with an endpoint and its required values at start, counting requests in flight", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({ name: "a", parameters: [required("site")] }),
        source({ name: "b", parameters: [required("truck")] }),
        source({ name: "noEndpoint", apiEndpoint: [] }),
      ],
      initialParameters: { site: "North" },
      fetch,
    });
    controller.start();
    expect(calls.map((c) => c.name)).toEqual(["a"]);
    expect(calls[0]?.parameters).toEqual({ site: "North" });
    expect(controller.getSnapshot().dataSources.a?.inFlight).toBe(1);
    calls[0]?.resolve([{ tonnes: 5 }]);
    await flush();
    expect(controller.getSnapshot().dataSources.a).toEqual({ data: [{ tonnes: 5 }], inFlight: 0, error: null });
  });

  it("uses a parameter's default value when the parameter has none", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "a",
          parameters: [{ name: "truck", defaultValue: "HT-07", isRequired: true, isOptional: false }],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.start();
    expect(calls[0]?.parameters).toEqual({ truck: "HT-07" });
  });

  it("ignores a change equal to the current value", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [optional("countries")] })],
      initialParameters: { countries: ["China", "India"] },
      fetch,
    });
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setParameter("countries", ["China", "India"]);
    await vi.advanceTimersByTimeAsync(500);
    expect(listener).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("refreshes the auto-refresh data sources using a changed parameter at once, without a debounce", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({ name: "usesSite", parameters: [optional("site")] }),
        source({ name: "other", parameters: [optional("shift")] }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.setParameter("site", "North");
    await Promise.resolve();
    expect(calls.map((c) => [c.name, c.parameters])).toEqual([["usesSite", { site: "North" }]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("sends a change's requests before a render its subscribers schedule for it", async () => {
    const order: string[] = [];
    const controller = new DataSourceController({
      dataSources: [source({ name: "usesSite", parameters: [optional("site")] })],
      initialParameters: {},
      fetch: (dataSource) => {
        order.push(`request ${dataSource.name}`);
        return new Promise(() => {});
      },
    });
    // As React does: a store change is rendered in a microtask queued when the subscriber hears of it.
    controller.subscribe(() => queueMicrotask(() => order.push("render")));
    controller.setParameter("site", "North");
    await flush();
    expect(order.slice(0, 2)).toEqual(["request usesSite", "render"]);
  });

  it("refreshes the changes made in one task together, with the last values", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "shiftTonnes",
          parameters: [optional("site"), optional("shift")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.setParameter("site", "North");
    controller.setParameter("site", "South");
    controller.setParameter("shift", "night");
    expect(controller.getSnapshot().parameters.site).toBe("South");
    expect(calls).toHaveLength(0);
    await Promise.resolve();
    expect(calls.map((c) => [c.name, c.parameters])).toEqual([["shiftTonnes", { site: "South", shift: "night" }]]);
  });

  it("queues data sources without autoRefresh until the changes are applied", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "manual",
          autoRefresh: false,
          parameters: [optional("site")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.setParameter("site", "North");
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(0);
    expect(controller.hasQueuedChanges()).toBe(true);
    controller.applyParameterChanges();
    expect(calls.map((c) => c.name)).toEqual(["manual"]);
    expect(controller.hasQueuedChanges()).toBe(false);
  });

  it("applies a change made earlier in the same task", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "manual",
          autoRefresh: false,
          parameters: [optional("site")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.setParameter("site", "North");
    controller.applyParameterChanges();
    expect(calls.map((c) => [c.name, c.parameters])).toEqual([["manual", { site: "North" }]]);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(1);
    expect(controller.hasQueuedChanges()).toBe(false);
  });

  it("refreshes during the initial load only what a change changes, never the same values twice", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [optional("site")] }), source({ name: "b", parameters: [] })],
      initialParameters: {},
      fetch,
    });
    controller.start();
    controller.setParameter("site", "North");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => [c.name, c.parameters])).toEqual([
      ["a", {}],
      ["b", {}],
      ["a", { site: "North" }],
    ]);
  });

  it("requests nothing when the values come back to those of the latest request", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [required("year")] })],
      initialParameters: { year: 2005 },
      fetch,
    });
    controller.start();
    controller.setParameter("year", 1960);
    controller.setParameter("year", 2005);
    await flush();
    expect(calls.map((c) => c.parameters)).toEqual([{ year: 2005 }]);
    controller.setParameter("year", 1960);
    await flush();
    controller.setParameter("year", 2005);
    await flush();
    expect(calls.map((c) => c.parameters)).toEqual([{ year: 2005 }, { year: 1960 }, { year: 2005 }]);
  });

  it("asks again for values whose request failed", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [required("year")] })],
      initialParameters: { year: 2005 },
      fetch,
    });
    controller.start();
    calls[0]?.reject(new Error("Failed to fetch page data."));
    await flush();
    controller.setParameter("year", 1960);
    controller.setParameter("year", 2005);
    await flush();
    expect(calls.map((c) => c.parameters)).toEqual([{ year: 2005 }, { year: 2005 }]);
  });

  it("makes no request while a required parameter has no value", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "a",
          parameters: [required("truck"), optional("site")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.start();
    controller.setParameter("site", "North");
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(0);
    controller.setParameter("truck", "HT-01");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
  });

  it("applies a result only when its last request in flight finishes, keeping the newest", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [optional("site")] })],
      initialParameters: {},
      fetch,
    });
    controller.start();
    controller.setParameter("site", "North");
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.getSnapshot().dataSources.a?.inFlight).toBe(2);
    calls[1]?.resolve("newest");
    await flush();
    expect(controller.getSnapshot().dataSources.a).toMatchObject({ data: undefined, inFlight: 1 });
    calls[0]?.resolve("older");
    await flush();
    expect(controller.getSnapshot().dataSources.a).toEqual({ data: "newest", inFlight: 0, error: null });
  });

  it("holds a result while a cascading dependency is still in flight and there is no earlier data", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [source({ name: "parent" }), source({ name: "child", dependsOn: ["parent"] })],
      initialParameters: {},
      fetch,
    });
    controller.start();
    calls[1]?.resolve("child rows");
    await flush();
    expect(controller.getSnapshot().dataSources.child?.data).toBeUndefined();
    calls[0]?.resolve("parent rows");
    await flush();
    expect(controller.getSnapshot().dataSources.child?.data).toBe("child rows");
  });

  it("does not hold a result when there is earlier data", async () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({ name: "parent", parameters: [optional("p")] }),
        source({
          name: "child",
          dependsOn: ["parent"],
          parameters: [optional("p")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    controller.start();
    calls[0]?.resolve(1);
    calls[1]?.resolve(1);
    await flush();
    controller.setParameter("p", 2);
    await vi.advanceTimersByTimeAsync(100);
    calls[3]?.resolve(2);
    await flush();
    expect(controller.getSnapshot().dataSources.child?.data).toBe(2);
  });

  it("records an error, reports it once and keeps the earlier data", async () => {
    const { fetch, calls } = controllableFetch();
    const onError = vi.fn();
    const controller = new DataSourceController({
      dataSources: [source({ name: "a", parameters: [optional("site")] })],
      initialParameters: {},
      fetch,
      onError,
    });
    controller.start();
    calls[0]?.resolve("rows");
    await flush();
    controller.setParameter("site", "X");
    await vi.advanceTimersByTimeAsync(100);
    calls[1]?.reject(new Error("Failed to fetch page data."));
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().dataSources.a).toEqual({
      data: "rows",
      inFlight: 0,
      error: "Failed to fetch page data.",
    });
  });

  it("refuses an explicit fetch of an unknown data source or one missing required values", async () => {
    const { fetch } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({
          name: "a",
          parameters: [required("truck"), required("from")],
        }),
      ],
      initialParameters: {},
      fetch,
    });
    await expect(controller.refresh("nope")).rejects.toThrow(new DataSourceNotFoundError("nope").message);
    expect(new DataSourceNotFoundError("nope").message).toBe(
      "Datasource with name nope not found in the current storyline.",
    );
    await expect(controller.refresh("a")).rejects.toBeInstanceOf(MissingRequiredParametersError);
    await expect(controller.refresh("a")).rejects.toThrow(
      "The following required parameters are missing values: truck, from",
    );
  });

  it("publishes frame data changes and reports parameter changes for storage", () => {
    const onParameterChange = vi.fn();
    const controller = new DataSourceController({
      dataSources: [],
      initialParameters: {},
      fetch: vi.fn(),
      onParameterChange,
    });
    controller.replaceFrameData({ title: "A" });
    controller.setFrameData("title", "B");
    expect(controller.getSnapshot().frameData).toEqual({ title: "B" });
    controller.setParameter("site", "North");
    expect(onParameterChange).toHaveBeenCalledWith("site", "North");
  });
});

describe("DataSourceController's parameter listeners", () => {
  it("are called after a parameter changes, not after frame data or data source changes", () => {
    const controller = new DataSourceController({
      dataSources: [],
      initialParameters: { site: "North" },
      fetch: vi.fn(),
    });
    const listener = vi.fn();
    const stop = controller.subscribeToParameters(listener);
    controller.setFrameData("title", "A");
    controller.setParameter("site", "North");
    expect(listener).not.toHaveBeenCalled();
    controller.setParameter("site", "South");
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    controller.setParameter("site", "East");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("DataSourceController's loading order", () => {
  /** A controller over four data sources of one year, fetching by hand and idle when the test grants it. */
  const prioritisedStoryline = () => {
    const { fetch, calls } = controllableFetch();
    const idle = manualIdle();
    const names = ["countries", "regions", "movers", "comparison"];
    const controller = new DataSourceController({
      dataSources: names.map((name) => source({ name, parameters: [required("year")] })),
      initialParameters: { year: 2005 },
      fetch,
      whenIdle: idle.whenIdle,
    });
    return { controller, calls, idle };
  };

  it("loads the visible frame's data sources first, those shown next once they settle and the page is idle, then the others", async () => {
    const { controller, calls, idle } = prioritisedStoryline();
    controller.setPriorities({ visible: ["countries"], next: ["regions"] });
    controller.start();
    expect(calls.map((c) => c.name)).toEqual(["countries"]);
    expect(idle.waiting()).toBe(0);
    calls[0]?.resolve("countries 2005");
    await flush();
    expect(calls).toHaveLength(1);
    idle.grant();
    expect(calls.map((c) => c.name)).toEqual(["countries", "regions"]);
    calls[1]?.resolve("regions 2005");
    await flush();
    expect(calls).toHaveLength(2);
    idle.grant();
    expect(calls.map((c) => c.name)).toEqual(["countries", "regions", "movers", "comparison"]);
  });

  it("names the requests start() makes at once, without making them: the visible frame's, with what they cascade from", () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({ name: "site", parameters: [required("year")] }),
        source({
          name: "trucks",
          parameters: [required("year"), optional("shift")],
          dependsOn: ["site"],
          firstRows: 50,
        }),
        source({ name: "crew", parameters: [required("crewId")] }),
        source({ name: "trend", parameters: [required("year")] }),
      ],
      initialParameters: { year: 2005 },
      fetch,
    });
    controller.setPriorities({ visible: ["trucks", "crew"], next: ["trend"] });
    expect(controller.firstRequests()).toEqual([
      { dataSource: expect.objectContaining({ name: "site" }), parameters: { year: 2005 } },
      { dataSource: expect.objectContaining({ name: "trucks" }), parameters: { year: 2005 }, part: { firstRows: 50 } },
    ]);
    expect(calls).toHaveLength(0);
    controller.start();
    expect(calls.map((call) => call.name)).toEqual(["site", "trucks"]);
  });

  it("after a parameter change, refreshes the visible frame's data sources first and each other one once after", async () => {
    const { controller, calls, idle } = prioritisedStoryline();
    controller.setPriorities({ visible: ["countries"], next: ["regions"] });
    controller.start();
    calls[0]?.resolve("countries 2005");
    await flush();
    idle.grant();
    calls[1]?.resolve("regions 2005");
    await flush();
    idle.grant();
    for (const call of calls.slice(2)) call.resolve(`${call.name} 2005`);
    await flush();
    calls.length = 0;

    controller.setParameter("year", 1960);
    await Promise.resolve();
    expect(calls.map((c) => [c.name, c.parameters])).toEqual([["countries", { year: 1960 }]]);
    controller.setParameter("year", 1965);
    await Promise.resolve();
    expect(calls.map((c) => [c.name, c.parameters.year])).toEqual([
      ["countries", 1960],
      ["countries", 1965],
    ]);
    calls[0]?.resolve("countries 1960");
    calls[1]?.resolve("countries 1965");
    await flush();
    expect(controller.getSnapshot().dataSources.countries?.data).toBe("countries 1965");
    idle.grant();
    calls[2]?.resolve("regions 1965");
    await flush();
    idle.grant();
    expect(calls.map((c) => [c.name, c.parameters.year])).toEqual([
      ["countries", 1960],
      ["countries", 1965],
      ["regions", 1965],
      ["movers", 1965],
      ["comparison", 1965],
    ]);
  });

  it("loads at once what a frame moved to shows and has not loaded yet", async () => {
    const { controller, calls, idle } = prioritisedStoryline();
    controller.setPriorities({ visible: ["countries"], next: [] });
    controller.start();
    controller.setPriorities({ visible: ["comparison"], next: ["countries"] });
    expect(calls.map((c) => c.name)).toEqual(["countries", "comparison"]);
    calls[0]?.resolve("countries 2005");
    calls[1]?.resolve("comparison 2005");
    await flush();
    idle.grant();
    expect(calls.map((c) => c.name)).toEqual(["countries", "comparison", "regions", "movers"]);
  });

  it("loads a visible data source with those it cascades from", () => {
    const { fetch, calls } = controllableFetch();
    const controller = new DataSourceController({
      dataSources: [
        source({ name: "parent" }),
        source({ name: "child", dependsOn: ["parent"] }),
        source({ name: "x" }),
      ],
      initialParameters: {},
      fetch,
      whenIdle: manualIdle().whenIdle,
    });
    controller.setPriorities({ visible: ["child"], next: [] });
    controller.start();
    expect(calls.map((c) => c.name)).toEqual(["parent", "child"]);
  });

  it("stops waiting for an idle moment once disposed", async () => {
    const { controller, calls, idle } = prioritisedStoryline();
    controller.setPriorities({ visible: [], next: [] });
    controller.start();
    expect(idle.waiting()).toBe(1);
    controller.dispose();
    expect(idle.waiting()).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
