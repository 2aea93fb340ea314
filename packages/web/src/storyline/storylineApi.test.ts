import { dataSourceSchema, storylineDataSourceSchema } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVersionStore } from "../api/contentVersion";
import { useAppStore } from "../app/store";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { fetchDataSourceRows, fetchStoryline } from "./storylineApi";

const METASTORE = "https://demo.storyframe.test/metastore";
const DATA_API = "https://demo.storyframe.test/data";
const fetchMock = vi.fn<typeof fetch>();

const storyline = {
  id: "ops",
  name: "ops",
  title: "Operations",
  chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "card" }] }] }],
  dataSources: [],
  templates: {},
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAppStore.setState({ settings: makeClientSettings() });
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith("/version")) return new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }));
    if (url.endsWith("/storylines/ops%20plan")) return new Response(JSON.stringify(storyline));
    return new Response("[]");
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

function lastCall(): { url: string; init: RequestInit | undefined; headers: Headers } {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(input), init, headers: new Headers(init?.headers) };
}

describe("storyline calls", () => {
  it("read a storyline from the metastore's content API on the branch", async () => {
    await expect(fetchStoryline("ops plan", "feature-x")).resolves.toMatchObject({ id: "ops", title: "Operations" });
    const { url, headers } = lastCall();
    expect(url).toBe(`${METASTORE}/api/web/v1/storylines/ops%20plan`);
    expect(headers.get("Branch")).toBe("feature-x");
    expect(headers.get("BranchState")).toBe("clean");
    expect(headers.get("DataModelVersion")).toBe("0.0.2");
  });

  it("keep the mark of a data source whose endpoint writes", async () => {
    const kpis = { name: "kpis", apiEndpoint: ["fleet", "kpis"] };
    const scenarios = { name: "scenarios", apiEndpoint: ["fleet", "scenarios"], writes: true };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" })));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...storyline, dataSources: [kpis, scenarios] })));
    const document = await fetchStoryline("ops plan", "main");
    expect(document.dataSources.map((dataSource) => dataSource.writes)).toEqual([undefined, true]);
  });

  it("keep each template's compiled form, so the viewer evaluates it without a parser", async () => {
    const compiled = { format: 1, tree: { children: [{ type: "JsxText", at: 0, value: "hi" }], includes: [] } };
    const card = { jsx: "hi", css: "", includes: [], compiled };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" })));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...storyline, templates: { card } })));
    const document = await fetchStoryline("ops plan", "main");
    expect(document.templates.card?.compiled).toEqual(compiled);
  });

  it("read a data source's rows with a GET of the data API on the branch", async () => {
    const dataSource = dataSourceSchema.parse({ name: "kpis", apiEndpoint: ["fleet", "kpis"] });
    await fetchDataSourceRows(dataSource, { shift: "Night" }, { branch: "feature-x", retries: 0 });
    const { url, init, headers } = lastCall();
    expect(url).toBe(`${DATA_API}/data/fleet/kpis?shift=%5CNight`);
    expect(init?.method ?? "GET").toBe("GET");
    expect(headers.get("Branch")).toBe("feature-x");
    expect(headers.get("BranchState")).toBe("clean");
    expect(headers.get("DataModelVersion")).toBe("0.0.2");
  });

  it("post the endpoint and parameters of a data source that writes to the content API", async () => {
    const dataSource = storylineDataSourceSchema.parse({ name: "plan", apiEndpoint: ["fleet", "plan"], writes: true });
    await fetchDataSourceRows(dataSource, { shift: "Night" }, { branch: "feature-x", retries: 0 });
    const { url, init, headers } = lastCall();
    expect(url).toBe(`${METASTORE}/api/web/v1/data-sources/data`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ apiEndpoint: ["fleet", "plan"], parameters: { shift: "Night" } });
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Branch")).toBe("feature-x");
    expect(headers.get("BranchState")).toBe("clean");
    expect(headers.get("DataModelVersion")).toBe("0.0.2");
  });
});
