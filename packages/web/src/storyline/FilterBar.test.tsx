import { ThemeProvider } from "@mui/material/styles";
import { type CanvasRuntime, CanvasRuntimeProvider } from "@storyframe/canvas";
import { type DataSource, dataSourceSchema, type StorylineFilter, storylineFilterSchema } from "@storyframe/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "../app/theme";
import { DataSourceController } from "./dataSourceController";
import { FilterBar } from "./FilterBar";

const source = (name: string, parameter: string): DataSource =>
  dataSourceSchema.parse({
    name,
    apiEndpoint: ["world", name],
    parameters: [{ name: parameter, isRequired: false, isOptional: true }],
  });

/** The filter bar over a live controller whose requests the test records (its clock is fake). */
function renderFilters(filters: StorylineFilter[], initialParameters: Record<string, unknown> = {}) {
  const requests: [string, Record<string, unknown>][] = [];
  const controller = new DataSourceController({
    dataSources: [source("countries", "year"), source("byRegion", "region"), source("bySince", "since")],
    initialParameters,
    fetch: async (dataSource, parameters) => {
      requests.push([dataSource.name, parameters]);
      return [];
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
        <FilterBar filters={filters} />
      </CanvasRuntimeProvider>
    </ThemeProvider>,
  );
  return { requests };
}

const filter = (input: Record<string, unknown>) => storylineFilterSchema.parse(input);
/** Lets the changes of the current task reach the data sources. */
const settle = () => act(async () => {});

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
});
