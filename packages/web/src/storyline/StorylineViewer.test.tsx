import {
  DEFAULT_USER_PREFERENCES,
  decodeObfuscatedParameters,
  decodeParameters,
  storylineSchema,
} from "@storyframe/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { renderStorylineViewer } from "../test/storylineViewer";
import { OnDemandFilterField } from "./filters/FilterFieldSlot";
import type { StorylineDocument } from "./storylineApi";

function documentOf(paragraphTitles: string[][]): StorylineDocument {
  const storyline = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    parameterValues: { site: "North" },
    dataSources: ["tonnes"],
    chapters: [
      {
        name: "c1",
        pages: paragraphTitles.map((titles, p) => ({
          name: `p${p}`,
          paragraphs: titles.map((title, q) => ({
            name: `q${p}-${q}`,
            title,
            templateName: "card",
            dataSources: ["tonnes"],
            data: { heading: title },
          })),
        })),
      },
    ],
  });
  return {
    ...storyline,
    id: "ops",
    dataSources: [
      {
        name: "tonnes",
        autoRefresh: true,
        parameters: [{ name: "site", isRequired: false, isOptional: true }],
        apiEndpoint: ["fleet", "tonnes"],
        dependsOn: [],
      },
    ],
    templates: {
      card: {
        jsx: `<h3>{frame.heading}</h3><p className="t">{(ds.tonnes || []).map((r) => r.tonnes).join(",")}</p>`,
        css: "",
        includes: [],
      },
    },
    missingTemplates: [],
  };
}

/** A storyline of one chapter whose frames each read their own data source; the filter's options read `regions`. */
function documentReading(sources: string[]): StorylineDocument {
  const dataSourceNames = [...sources, "regions"];
  const storyline = storylineSchema.parse({
    name: "world",
    title: "World",
    parameterValues: { year: 2005 },
    dataSources: dataSourceNames,
    filters: [
      { parameter: "year", label: "Year", type: "number" },
      {
        parameter: "region",
        label: "Region",
        type: "select",
        optionsFrom: { dataSource: "regions", valueField: "region" },
      },
    ],
    chapters: [
      {
        name: "c1",
        pages: [
          {
            name: "p1",
            paragraphs: sources.map((name) => ({
              name,
              title: name,
              templateName: "rows",
              dataSources: [name],
              data: { source: name },
            })),
          },
        ],
      },
    ],
  });
  return {
    ...storyline,
    id: "world",
    dataSources: dataSourceNames.map((name) => ({
      name,
      autoRefresh: true,
      parameters: [{ name: "year", isRequired: true, isOptional: false }],
      apiEndpoint: ["world", name],
      dependsOn: [],
    })),
    templates: {
      rows: { jsx: `<p className="t">{JSON.stringify(ds[frame.source])}</p>`, css: "", includes: [] },
    },
    missingTemplates: [],
  };
}

/** The data reads made so far, as `path?query`. */
function dataReads(): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname.startsWith("/data/"))
    .map((url) => `${url.pathname}${url.search}`);
}

/** Four reads as the three steps they are made in: the visible frame's, those shown next (in any order), the last. */
function inLoadingOrder(reads: string[]): string[][] {
  return [reads.slice(0, 1), reads.slice(1, 3).sort(), reads.slice(3)];
}

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  if (url.pathname.endsWith("/api/preferences"))
    return answer({ ...DEFAULT_USER_PREFERENCES, slideTransitionAnimationStyle: "none" });
  if (url.pathname === "/data/fleet/tonnes") {
    const { site } = decodeParameters(url.searchParams);
    return answer([{ tonnes: site === "North" ? 120 : 80 }]);
  }
  if (url.pathname.startsWith("/data/world/")) {
    const { year } = decodeParameters(url.searchParams);
    return answer([{ year }]);
  }
  return new Response("{}", { status: 404 });
});

// The filter fields' code, which the viewer loads ahead when a storyline with filters opens.
beforeAll(() => OnDemandFilterField.load());
beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setSession(makeSession());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe("StorylineViewer", () => {
  it("shows the first frame with its data, and steps with the arrow keys", async () => {
    renderStorylineViewer(documentOf([["Overview", "Detail"], ["Next page"]]));
    expect(await screen.findByRole("heading", { name: "Overview", level: 3 })).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".t")?.textContent).toBe("120"));
    expect(screen.getByRole("navigation", { name: "Storyline map" })).toBeTruthy();
    expect(screen.getByTestId("frame-position").textContent).toBe("1 / 3");

    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown" }));
    });
    expect(await screen.findByRole("heading", { name: "Detail", level: 3 })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", ctrlKey: true }));
    });
    expect(await screen.findByRole("heading", { name: "Next page", level: 3 })).toBeTruthy();
  });

  it("starts each frame at its top, scrolling before the new frame renders (no layout forced after it)", async () => {
    renderStorylineViewer(documentOf([["Overview", "Detail"]]));
    expect(await screen.findByRole("heading", { name: "Overview", level: 3 })).toBeTruthy();
    let scrollTop = 400;
    const headingWhenRead: (string | null)[] = [];
    Object.defineProperty(document.body, "scrollTop", {
      configurable: true,
      get: () => {
        headingWhenRead.push(document.querySelector("h3")?.textContent ?? null);
        return scrollTop;
      },
      set: (value: number) => {
        scrollTop = value;
      },
    });
    try {
      act(() => {
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown" }));
      });
      expect(await screen.findByRole("heading", { name: "Detail", level: 3 })).toBeTruthy();
      expect(scrollTop).toBe(0);
      expect(headingWhenRead).toEqual(["Overview"]);
    } finally {
      Reflect.deleteProperty(document.body, "scrollTop");
    }
  });

  it("hides the mini-map when the storyline has a single frame", async () => {
    renderStorylineViewer(documentOf([["Only frame"]]));
    expect(await screen.findByRole("heading", { name: "Only frame", level: 3 })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Storyline map" })).toBeNull();
    expect(screen.queryByTestId("frame-position")).toBeNull();
  });

  it("reports a tampered parameter hash and keeps the storyline's own values", async () => {
    renderStorylineViewer(
      documentOf([["Overview"]]),
      `/storylines/ops?_parameters=eyJzaXRlIjoiXCJTb3V0aFwiIn0&_hash=${"0".repeat(64)}`,
    );
    expect(await screen.findByText("Parameter values hash mismatch.")).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".t")?.textContent).toBe("120"));
  });

  it("does not navigate while focus is in a field", async () => {
    renderStorylineViewer(documentOf([["Overview", "Detail"]]));
    await screen.findByRole("heading", { name: "Overview", level: 3 });
    const input = document.createElement("input");
    document.body.append(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    });
    expect(screen.getByTestId("frame-position").textContent).toBe("1 / 2");
    input.remove();
  });

  it("loads the first frame's data first, and the rest once it is shown, each data source once", async () => {
    let showFirst = () => {};
    const firstFrameRows = new Promise<void>((resolve) => {
      showFirst = resolve;
    });
    const answerAll = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input) => {
      if (new URL(String(input), window.location.origin).pathname === "/data/world/countries") await firstFrameRows;
      return answerAll ? answerAll(input) : new Response("{}", { status: 404 });
    });
    renderStorylineViewer(documentReading(["countries", "movers", "comparison"]), "/storylines/world");
    await waitFor(() => expect(dataReads()).toEqual(["/data/world/countries?year=2005"]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dataReads()).toEqual(["/data/world/countries?year=2005"]);

    showFirst();
    await waitFor(() => expect(document.querySelector(".t")?.textContent).toBe('[{"year":2005}]'));
    await waitFor(() => expect(dataReads()).toHaveLength(4));
    // The next frame's and the filter's options, then the frame after.
    expect(inLoadingOrder(dataReads())).toEqual([
      ["/data/world/countries?year=2005"],
      ["/data/world/movers?year=2005", "/data/world/regions?year=2005"],
      ["/data/world/comparison?year=2005"],
    ]);
  });

  it("writes a committed filter value into the address once the visible frame's data for it is here", async () => {
    let address = "";
    function AddressProbe() {
      const location = useLocation();
      address = location.search;
      return null;
    }
    const yearInAddress = () => {
      const query = new URLSearchParams(address);
      return decodeObfuscatedParameters(query.get("_parameters") ?? "", query.get("_hash")).year;
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answerAll = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes("/data/world/countries?year=1960")) await held;
      return answerAll ? answerAll(input) : new Response("{}", { status: 404 });
    });
    renderStorylineViewer(documentReading(["countries", "movers"]), "/storylines/world", <AddressProbe />);
    await waitFor(() => expect(yearInAddress()).toBe(2005));
    await waitFor(() => expect(dataReads()).toHaveLength(3));

    const year = screen.getByLabelText("Year");
    fireEvent.change(year, { target: { value: "1960" } });
    fireEvent.keyDown(year, { key: "Enter" });
    await waitFor(() => expect(dataReads()).toContain("/data/world/countries?year=1960"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Writing the address renders every part of the app that reads it: not while the change's data is on its way.
    expect(yearInAddress()).toBe(2005);

    release();
    await waitFor(() => expect(document.querySelector(".t")?.textContent).toBe('[{"year":1960}]'));
    await waitFor(() => expect(yearInAddress()).toBe(1960));
  });

  it("refreshes the visible frame's data at once on Enter in a filter, the other frames' after, each once", async () => {
    renderStorylineViewer(documentReading(["countries", "movers", "comparison"]), "/storylines/world");
    await waitFor(() => expect(dataReads()).toHaveLength(4));
    fetchMock.mockClear();

    const year = screen.getByLabelText("Year");
    fireEvent.change(year, { target: { value: "1960" } });
    await act(async () => {});
    expect(dataReads()).toEqual([]);
    fireEvent.keyDown(year, { key: "Enter" });
    await act(async () => {});
    // At once, before any other frame's source (on a busy machine a paint may already have let the others follow).
    expect(dataReads()[0]).toBe("/data/world/countries?year=1960");

    fireEvent.blur(year);
    await waitFor(() => expect(document.querySelector(".t")?.textContent).toBe('[{"year":1960}]'));
    await waitFor(() => expect(dataReads()).toHaveLength(4));
    // The next frame's and the filter's options, then the frame after.
    expect(inLoadingOrder(dataReads())).toEqual([
      ["/data/world/countries?year=1960"],
      ["/data/world/movers?year=1960", "/data/world/regions?year=1960"],
      ["/data/world/comparison?year=1960"],
    ]);
  });
});
