import { asFirstRows, type DataSource, dataSourceSchema, totalRowsOf } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataSourceController, type DataSourceEvent, type FetchDataSource } from "./dataSourceController";

function source(input: Partial<DataSource> & { name: string }): DataSource {
  return dataSourceSchema.parse({ apiEndpoint: ["demo", input.name], ...input });
}

type Call = { firstRows: number | undefined; resolve(data: unknown): void; reject(e: Error): void };

/** A fetcher whose answers the test releases by hand, noting whether only the first rows were asked for. */
function controllableFetch() {
  const calls: Call[] = [];
  const fetch: FetchDataSource = (_dataSource, _parameters, part) =>
    new Promise((resolve, reject) => calls.push({ firstRows: part?.firstRows, resolve, reject }));
  return { fetch, calls };
}

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ i }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const flush = () => vi.advanceTimersByTimeAsync(0);

function start(fetch: FetchDataSource, definition: DataSource) {
  const controller = new DataSourceController({ dataSources: [definition], initialParameters: {}, fetch });
  const events: DataSourceEvent["kind"][] = [];
  controller.subscribeToDataSourceEvents((event) => events.push(event.kind));
  controller.start();
  const view = () => controller.getSnapshot().dataSources[definition.name];
  return { controller, events, view };
}

describe("DataSourceController with firstRows", () => {
  it("shows the first rows while the whole answer loads, then the whole answer", async () => {
    const { fetch, calls } = controllableFetch();
    const { view, events } = start(fetch, source({ name: "log", firstRows: 100 }));
    await flush();
    expect(calls.map((call) => call.firstRows)).toEqual([100]);

    calls[0]?.resolve(asFirstRows(rows(100), 200_000));
    await vi.runAllTimersAsync();
    expect(calls.map((call) => call.firstRows)).toEqual([100, undefined]);
    expect(totalRowsOf(view()?.data)).toBe(200_000);
    expect(view()?.data).toHaveLength(100);
    expect(view()?.inFlight).toBe(1);

    const whole = rows(2_000);
    calls[1]?.resolve(whole);
    await flush();
    expect(view()).toMatchObject({ data: whole, inFlight: 0, error: null });
    expect(totalRowsOf(view()?.data)).toBeUndefined();
    // Observers see one request and its one result.
    expect(events).toEqual(["request", "result"]);
  });

  it("asks for the whole answer only once the page is idle after showing the first rows, a moment later", async () => {
    const { fetch, calls } = controllableFetch();
    const idle: (() => void)[] = [];
    const controller = new DataSourceController({
      dataSources: [source({ name: "log", firstRows: 100 })],
      initialParameters: {},
      fetch,
      whenIdle: (task) => {
        idle.push(task);
        return () => {};
      },
    });
    controller.start();
    await flush();
    calls[0]?.resolve(asFirstRows(rows(100), 5_000));
    await flush();
    expect(controller.getSnapshot().dataSources.log?.data).toHaveLength(100);
    expect(calls).toHaveLength(1);
    for (const task of idle.splice(0)) task();
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    for (const task of idle.splice(0)) task();
    await flush();
    expect(calls.map((call) => call.firstRows)).toEqual([100, undefined]);
  });

  it("does not ask for the whole answer when the viewer closed while the first rows showed", async () => {
    const { fetch, calls } = controllableFetch();
    const { controller, view } = start(fetch, source({ name: "log", firstRows: 100 }));
    await flush();
    calls[0]?.resolve(asFirstRows(rows(100), 200_000));
    await flush();
    expect(view()?.data).toHaveLength(100);
    controller.dispose();
    await vi.runAllTimersAsync();
    expect(calls.map((call) => call.firstRows)).toEqual([100]);
  });

  it("asks no more when the first rows are the whole answer", async () => {
    const { fetch, calls } = controllableFetch();
    const { view } = start(fetch, source({ name: "log", firstRows: 100 }));
    await flush();
    calls[0]?.resolve(rows(40));
    await flush();
    expect(calls).toHaveLength(1);
    expect(view()).toMatchObject({ inFlight: 0, error: null });
    expect(view()?.data).toHaveLength(40);
  });

  it("asks for the whole answer when the first rows fail, and reports only its failure", async () => {
    const { fetch, calls } = controllableFetch();
    const onError = vi.fn();
    const controller = new DataSourceController({
      dataSources: [source({ name: "log", firstRows: 10 })],
      initialParameters: {},
      fetch,
      onError,
    });
    controller.start();
    await flush();
    calls[0]?.reject(new Error("first rows failed"));
    await flush();
    expect(calls.map((call) => call.firstRows)).toEqual([10, undefined]);
    expect(onError).not.toHaveBeenCalled();
    calls[1]?.reject(new Error("whole answer failed"));
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().dataSources.log?.error).toBe("whole answer failed");
  });

  it("does not show the first rows of a request a newer one replaced", async () => {
    const { fetch, calls } = controllableFetch();
    const definition = source({
      name: "log",
      firstRows: 5,
      parameters: [{ name: "from", defaultValue: "a", isRequired: false, isOptional: true }],
    });
    const { controller, view } = start(fetch, definition);
    await flush();
    controller.setParameter("from", "b");
    await flush();
    expect(calls.map((call) => call.firstRows)).toEqual([5, 5]);
    calls[0]?.resolve(asFirstRows([{ i: "old" }], 50));
    await flush();
    expect(view()?.data).toBeUndefined();
    calls[2]?.resolve(rows(50));
    calls[1]?.resolve(asFirstRows(rows(5), 60));
    await flush();
    expect(view()?.data).toHaveLength(5);
  });

  it("loads a data source without firstRows in one request", async () => {
    const { fetch, calls } = controllableFetch();
    start(fetch, source({ name: "plain" }));
    await flush();
    expect(calls.map((call) => call.firstRows)).toEqual([undefined]);
  });
});
