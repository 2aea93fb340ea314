import { ThemeProvider } from "@mui/material/styles";
import { type CanvasRuntime, CanvasRuntimeProvider } from "@storyframe/canvas";
import { type DataSource, dataSourceSchema, type StorylineFilter, storylineFilterSchema } from "@storyframe/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../app/theme";
import { DataSourceController } from "./dataSourceController";
import { FilterBar, RESTORED_HINT } from "./FilterBar";
import { OnDemandFilterField } from "./filters/FilterFieldSlot";
import { OnDemandFilterSheetPanel } from "./filters/FilterSheet";

const source = (name: string, ...parameters: string[]): DataSource =>
  dataSourceSchema.parse({
    name,
    apiEndpoint: ["world", name],
    parameters: parameters.map((parameter) => ({ name: parameter, isRequired: false, isOptional: true })),
  });

type Rows = Record<string, (parameters: Record<string, unknown>) => unknown[]>;

/** The filter bar over a live controller whose requests the test records (its clock is fake). */
function renderFilters(
  filters: StorylineFilter[],
  initialParameters: Record<string, unknown> = {},
  options: { rows?: Rows; defaults?: Record<string, unknown>; restored?: string[]; start?: boolean } = {},
) {
  const requests: [string, Record<string, unknown>][] = [];
  const controller = new DataSourceController({
    dataSources: [
      source("countries", "year"),
      source("byRegion", "region"),
      source("bySince", "since"),
      source("byPeriod", "from", "to"),
      source("regionCountries", "area"),
      source("byCountries", "countries"),
    ],
    initialParameters,
    fetch: async (dataSource, parameters) => {
      requests.push([dataSource.name, parameters]);
      return options.rows?.[dataSource.name]?.(parameters) ?? [];
    },
  });
  const runtime: CanvasRuntime = {
    getSnapshot: controller.getSnapshot,
    subscribe: controller.subscribe,
    setParameter: controller.setParameter,
    applyParameterChanges: controller.applyParameterChanges,
    setFrameData: controller.setFrameData,
    storageScope: "world",
    user: null,
  };
  render(
    <ThemeProvider theme={theme}>
      <CanvasRuntimeProvider runtime={runtime}>
        <FilterBar filters={filters} defaults={options.defaults ?? initialParameters} restored={options.restored} />
      </CanvasRuntimeProvider>
    </ThemeProvider>,
  );
  // Started, the controller loads every data source (options included), as the viewer does.
  if (options.start) controller.start();
  return { requests, controller };
}

const filter = (input: Record<string, unknown>) => storylineFilterSchema.parse(input);
/** Lets the changes of the current task reach the data sources. */
const settle = () => act(async () => {});

// The fields' and the phone's sheet's code load on demand; loaded before, they render at once, as in a viewer
// that preloaded them.
beforeAll(() => Promise.all([OnDemandFilterField.load(), OnDemandFilterSheetPanel.load()]));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("FilterBar", () => {
  it("commits a typed number on Enter or on leaving the field, and its data is requested at once", async () => {
    const { requests } = renderFilters([filter({ parameter: "year", label: "Year", type: "number" })], {
      year: 2005,
    });
    const year = screen.getByLabelText("Year");
    fireEvent.change(year, { target: { value: "1960" } });
    await settle();
    act(() => vi.advanceTimersByTime(1000));
    expect(requests).toEqual([]);
    fireEvent.keyDown(year, { key: "Enter" });
    await settle();
    expect(requests).toEqual([["countries", { year: 1960 }]]);
    fireEvent.change(year, { target: { value: "1965" } });
    fireEvent.blur(year);
    await settle();
    expect(requests).toEqual([
      ["countries", { year: 1960 }],
      ["countries", { year: 1965 }],
    ]);
  });

  it("commits a choice from a select at once", async () => {
    const { requests } = renderFilters([
      filter({
        parameter: "region",
        label: "Region",
        type: "select",
        options: [
          { value: "asia", label: "Asia" },
          { value: "europe", label: "Europe" },
        ],
      }),
    ]);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Region" }));
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Europe" }));
    await settle();
    expect(requests).toEqual([["byRegion", { region: "europe" }]]);
  });

  it("commits a typed date once typing pauses for 100 ms, or at once on Enter", async () => {
    const { requests } = renderFilters([filter({ parameter: "since", label: "Since", type: "date" })]);
    const since = screen.getByLabelText("Since");
    const type = (value: string) => {
      fireEvent.keyDown(since, { key: value.slice(-1) });
      fireEvent.change(since, { target: { value } });
      fireEvent.keyUp(since, { key: value.slice(-1) });
    };
    type("0002-01-05");
    type("0020-01-05");
    await settle();
    act(() => vi.advanceTimersByTime(99));
    await settle();
    expect(requests).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(requests).toEqual([["bySince", { since: "0020-01-05" }]]);
    type("2024-01-05");
    fireEvent.keyDown(since, { key: "Enter" });
    await settle();
    expect(requests).toEqual([
      ["bySince", { since: "0020-01-05" }],
      ["bySince", { since: "2024-01-05" }],
    ]);
  });

  it("commits a date picked from the calendar at once", async () => {
    const { requests } = renderFilters([filter({ parameter: "since", label: "Since", type: "date" })]);
    fireEvent.change(screen.getByLabelText("Since"), { target: { value: "2024-03-01" } });
    await settle();
    expect(requests).toEqual([["bySince", { since: "2024-03-01" }]]);
  });

  it("refuses a From after its To with a sentence at the field, and requests nothing", async () => {
    const { requests } = renderFilters(
      [
        filter({ parameter: "from", label: "From", type: "date", notAfter: "to" }),
        filter({ parameter: "to", label: "To", type: "date" }),
      ],
      { from: "2026-10-18", to: "2026-10-31" },
    );
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-15" } });
    await settle();
    expect(screen.getByText("From must be on or before To (31 Oct 2026).")).toBeTruthy();
    expect(screen.getByLabelText("From")).toHaveProperty("ariaInvalid", "true");
    expect(requests).toEqual([]);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-01" } });
    await settle();
    expect(screen.getByText("To must be on or after From (18 Oct 2026).")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("refuses a number outside its bounds with a sentence at the field", async () => {
    const { requests } = renderFilters(
      [filter({ parameter: "year", label: "Year", type: "number", min: 1955, max: 2005 })],
      { year: 2005 },
    );
    const year = screen.getByLabelText("Year");
    fireEvent.change(year, { target: { value: "2050" } });
    fireEvent.keyDown(year, { key: "Enter" });
    await settle();
    expect(screen.getByText("Year must be between 1955 and 2005.")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("keeps listing selected values a cascaded list no longer holds, marked unavailable, so they can be removed", async () => {
    const countriesOf: Record<string, string[]> = { asia: ["China", "India"], europe: ["France", "Spain"] };
    const { controller } = renderFilters(
      [
        filter({
          parameter: "countries",
          label: "Countries",
          type: "multiselect",
          optionsFrom: { dataSource: "regionCountries", valueField: "country" },
        }),
      ],
      { area: "europe", countries: ["China", "France"] },
      {
        rows: {
          regionCountries: (p) => (countriesOf[String(p.area)] ?? []).map((country) => ({ country })),
        },
        start: true,
      },
    );
    await settle();
    expect(screen.getByText("1 selected value is not available for the current filters.")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Countries" }));
    const list = within(screen.getByRole("listbox"));
    expect(list.getByRole("option", { name: /China/ })).toHaveProperty(
      "textContent",
      expect.stringContaining("Not available for the current filters"),
    );
    fireEvent.click(list.getByRole("option", { name: /China/ }));
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    await settle();
    expect(controller.getSnapshot().parameters.countries).toEqual(["France"]);
    expect(screen.queryByText(/not available for the current filters/)).toBeNull();
  });

  it("offers a search in long option lists", async () => {
    const options = Array.from({ length: 12 }, (_, i) => ({ value: `HT-${i + 1}`, label: `Truck ${i + 1}` }));
    renderFilters([filter({ parameter: "region", label: "Truck", type: "select", options })], { region: "HT-1" });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Truck" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Search Truck" }), { target: { value: "truck 1" } });
    const names = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((option) => option.textContent)
      .filter((text) => text?.startsWith("Truck"));
    expect(names).toEqual(["Truck 1", "Truck 10", "Truck 11", "Truck 12"]);
  });

  it("restores the storyline's defaults with Reset filters, which counts the changed filters", async () => {
    const { controller } = renderFilters(
      [
        filter({ parameter: "year", label: "Year", type: "number" }),
        filter({ parameter: "since", label: "Since", type: "date" }),
      ],
      { year: 1990, since: "2024-01-01" },
      { defaults: { year: 2005 } },
    );
    const reset = screen.getByRole("button", { name: "Reset filters (2)" });
    fireEvent.click(reset);
    await settle();
    expect(controller.getSnapshot().parameters).toMatchObject({ year: 2005, since: null });
    expect(screen.getByRole("button", { name: "Reset filters" })).toHaveProperty("disabled", true);
  });

  it("marks a value restored from an earlier visit until it is changed", async () => {
    renderFilters(
      [
        filter({
          parameter: "region",
          label: "Region",
          type: "select",
          options: [
            { value: "asia", label: "Asia" },
            { value: "europe", label: "Europe" },
          ],
        }),
      ],
      { region: "asia" },
      { defaults: { region: "europe" }, restored: ["region"] },
    );
    expect(screen.getByText(RESTORED_HINT)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Region" }));
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Europe" }));
    await settle();
    expect(screen.queryByText(RESTORED_HINT)).toBeNull();
  });

  describe("on a phone", () => {
    beforeEach(() => {
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: query.includes("max-width"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it("is one Filters (n) button whose sheet applies its changes only on Apply", async () => {
      const { requests } = renderFilters(
        [
          filter({ parameter: "year", label: "Year", type: "number" }),
          filter({ parameter: "since", label: "Since", type: "date" }),
        ],
        { year: 1990, since: null },
        { defaults: { year: 2005, since: null } },
      );
      expect(screen.queryByLabelText("Year")).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Filters (1)" }));
      const sheet = within(screen.getByRole("dialog", { name: "Filters" }));
      fireEvent.change(sheet.getByLabelText("Since"), { target: { value: "2024-03-01" } });
      await settle();
      expect(requests).toEqual([]);
      fireEvent.click(sheet.getByRole("button", { name: "Apply" }));
      await settle();
      expect(requests).toEqual([["bySince", { since: "2024-03-01" }]]);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole("button", { name: "Filters (2)" })).toBeTruthy();
    });

    it("resets the sheet's fields to the storyline's defaults", async () => {
      const { requests } = renderFilters(
        [filter({ parameter: "year", label: "Year", type: "number" })],
        { year: 1990 },
        {
          defaults: { year: 2005 },
        },
      );
      fireEvent.click(screen.getByRole("button", { name: "Filters (1)" }));
      const sheet = within(screen.getByRole("dialog", { name: "Filters" }));
      fireEvent.click(sheet.getByRole("button", { name: "Reset" }));
      expect(sheet.getByLabelText("Year")).toHaveProperty("value", "2005");
      fireEvent.click(sheet.getByRole("button", { name: "Apply" }));
      await settle();
      expect(requests).toEqual([["countries", { year: 2005 }]]);
    });
  });
});
