import { type DataSource, dataSourceSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { DataSourceController, type DataSourceEvent, type FetchDataSource } from "./dataSourceController";

function source(input: Partial<DataSource> & { name: string }): DataSource {
  return dataSourceSchema.parse({ apiEndpoint: ["demo", input.name], ...input });
}

/** A fetcher whose answers the test gives by hand. */
function controllableFetch() {
  const calls: { resolve(data: unknown): void; reject(error: Error): void }[] = [];
  const fetch: FetchDataSource = () => new Promise((resolve, reject) => calls.push({ resolve, reject }));
  return { fetch, calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function observedController(fetch: FetchDataSource) {
  const controller = new DataSourceController({
    dataSources: [source({ name: "tonnes", parameters: [{ name: "site", isRequired: true, isOptional: false }] })],
    initialParameters: { site: "North" },
    fetch,
  });
  const events: DataSourceEvent[] = [];
  const stop = controller.subscribeToDataSourceEvents((event) => events.push(event));
  return { controller, events, stop };
}

describe("DataSourceController's data source events", () => {
  it("tells observers of each request with its values and of its result", async () => {
    const { fetch, calls } = controllableFetch();
    const { controller, events } = observedController(fetch);
    controller.start();
    expect(events).toEqual([{ kind: "request", dataSource: "tonnes", parameters: { site: "North" } }]);
    calls[0]?.resolve([{ tonnes: 5 }]);
    await settled();
    expect(events[1]).toEqual({
      kind: "result",
      dataSource: "tonnes",
      parameters: { site: "North" },
      data: [{ tonnes: 5 }],
    });
  });

  it("tells observers of a failed request with its error", async () => {
    const { fetch, calls } = controllableFetch();
    const { controller, events } = observedController(fetch);
    controller.start();
    const failure = new Error("Failed to fetch page data.");
    calls[0]?.reject(failure);
    await settled();
    expect(events[1]).toEqual({ kind: "error", dataSource: "tonnes", parameters: { site: "North" }, error: failure });
  });

  it("stops telling an observer that unsubscribed, and tells nobody after it is disposed", async () => {
    const { fetch, calls } = controllableFetch();
    const { controller, events, stop } = observedController(fetch);
    const later: DataSourceEvent[] = [];
    controller.subscribeToDataSourceEvents((event) => later.push(event));
    stop();
    controller.start();
    expect(events).toEqual([]);
    expect(later).toHaveLength(1);
    controller.dispose();
    calls[0]?.resolve([]);
    await settled();
    expect(later).toHaveLength(1);
  });
});
