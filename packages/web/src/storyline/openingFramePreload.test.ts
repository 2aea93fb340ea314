import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canvasComponents } from "./canvasComponents";
import { OnDemandFilterField } from "./filters/FilterFieldSlot";
import { preloadOpeningFrame } from "./openingFramePreload";

const preloaded = vi.hoisted(() =>
  vi.fn((_template: string, _templates: unknown, _components: unknown) => Promise.resolve()),
);
vi.mock("@storyframe/canvas", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@storyframe/canvas")>()),
  preloadComponentsOf: preloaded,
}));

const readsStarted = vi.hoisted(() => vi.fn());
vi.mock("../api/dataApi", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api/dataApi")>()),
  startDataRowsRead: readsStarted,
}));

/**
 * A storyline as the content API sends it: two frames on different templates, the first reading `tonnes` (by
 * year, 2024 unless the address says otherwise), `fleet` (only its first 50 rows at first) and `log`, which
 * writes (passed on as such: a read that writes is never started ahead), the second `trend`.
 */
const body = {
  id: "ops",
  name: "ops",
  title: "Operations",
  chapters: [
    {
      name: "fleet",
      pages: [
        {
          name: "glance",
          paragraphs: [
            { name: "overview", title: "Overview", templateName: "cards", dataSources: ["tonnes", "fleet", "log"] },
            { name: "trend", title: "Trend", templateName: "chart", dataSources: ["trend"] },
          ],
        },
      ],
    },
  ],
  dataSources: [
    { name: "tonnes", apiEndpoint: ["fleet", "tonnes"], parameters: [{ name: "year", defaultValue: 2024 }] },
    { name: "fleet", apiEndpoint: ["fleet", "trucks"], firstRows: 50 },
    { name: "log", apiEndpoint: ["fleet", "log"], writes: true },
    { name: "trend", apiEndpoint: ["fleet", "trend"] },
  ],
  filters: [{ parameter: "year", label: "Year", type: "number" }],
  templates: { cards: { jsx: "<p />", css: "" }, chart: { jsx: "<p />", css: "" } },
};

const reads = Promise.resolve({ branch: "main", retries: 3 });

beforeEach(() => {
  preloaded.mockClear();
  readsStarted.mockClear();
});

describe("the opening frame's code", () => {
  it("is that of the first frame, from the storyline as the server sent it", async () => {
    await preloadOpeningFrame(body, "", reads);
    expect(preloaded).toHaveBeenCalledTimes(1);
    expect(preloaded.mock.calls[0]?.[0]).toBe("cards");
    expect(preloaded.mock.calls[0]?.[2]).toBe(canvasComponents);
  });

  it("is that of the frame the address names", async () => {
    await preloadOpeningFrame(body, "?frame=fleet/glance/trend", reads);
    expect(preloaded.mock.calls.map(([template]) => template)).toEqual(["chart"]);
  });

  it("is nothing for an answer that is not a storyline", async () => {
    await preloadOpeningFrame({ message: "Storyline not found." }, "", reads);
    expect(preloaded).not.toHaveBeenCalled();
    expect(readsStarted).not.toHaveBeenCalled();
  });
});

describe("the opening frame's data", () => {
  it("is read ahead with the values the viewer opens with, first rows first", async () => {
    await preloadOpeningFrame(body, "", reads);
    expect(readsStarted.mock.calls).toEqual([
      [["fleet", "tonnes"], { year: 2024 }, { branch: "main", retries: 3, writes: false }],
      [["fleet", "trucks"], {}, { branch: "main", retries: 3, firstRows: 50, writes: false }],
      [["fleet", "log"], {}, { branch: "main", retries: 3, writes: true }],
    ]);
  });

  it("is that of the frame the address names", async () => {
    await preloadOpeningFrame(body, "?frame=fleet/glance/trend", reads);
    expect(readsStarted.mock.calls.map(([endpoint]) => endpoint)).toEqual([["fleet", "trend"]]);
  });

  it("is not read ahead when the branch to read from cannot be known ahead", async () => {
    await preloadOpeningFrame(body, "", Promise.resolve(null));
    expect(readsStarted).not.toHaveBeenCalled();
    expect(preloaded).toHaveBeenCalledTimes(1);
  });
});

describe("the filter fields' code", () => {
  const fieldsLoad = () => vi.spyOn(OnDemandFilterField, "load").mockResolvedValue(undefined);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("loads beside the frame's when the storyline has filters and the window shows them in a bar", async () => {
    const load = fieldsLoad();
    await preloadOpeningFrame(body, "", reads);
    expect(load).toHaveBeenCalledTimes(1);
    await preloadOpeningFrame({ ...body, filters: [] }, "", reads);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits on a phone, whose fields show only once the filter sheet opens", async () => {
    const load = fieldsLoad();
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("max-width"), media: query }));
    await preloadOpeningFrame(body, "", reads);
    expect(load).not.toHaveBeenCalled();
  });
});
