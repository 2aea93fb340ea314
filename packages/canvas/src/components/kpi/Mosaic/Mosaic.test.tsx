import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Mosaic, { MISSING_INPUT_MESSAGE } from "./Mosaic";
import { mosaicPropsSchema } from "./Mosaic.meta";
import { mosaicCellColours } from "./mosaicColour";

const props = (input: Record<string, unknown>) => mosaicPropsSchema.parse(input);

const input = {
  xHeadings: [{ key: "mon", label: "Mon", detail: "19 Oct" }, "Tue"],
  yHeadings: ["HT-01", "HT-02", "HT-03"],
  cells: [
    [
      { value: -1, fields: ["44%", { name: "Loads", value: 20 }], tooltip: "HT-01 idled half of Monday." },
      { value: 0.1, fields: ["81%"] },
    ],
    [
      { value: 0.99, fields: ["93%"], progressBar: { fillPercentage: 0.93 } },
      { backgroundColor: "darkblue", fields: ["Planned"], class: "planned" },
    ],
    [null],
  ],
};

const rowHeading = (name: string) => screen.getByRole("rowheader", { name });
const cellsOfRow = (name: string) => within(rowHeading(name).closest("tr") as HTMLElement).getAllByRole("cell");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Mosaic", () => {
  it("lays out a 150 px header column, an 80 px header row and a cell per row and column", () => {
    const { container } = renderInCanvas(<Mosaic {...props({ input, corner: "Truck", label: "Utilisation" })} />);
    const table = screen.getByRole("table", { name: "Utilisation" });
    expect((container.querySelector("col") as HTMLElement).style.width).toBe("150px");
    expect(getComputedStyle(container.querySelector("thead tr") as Element).height).toBe("80px");
    expect(within(table).getByRole("columnheader", { name: "Truck" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "Mon 19 Oct" })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((heading) => heading.textContent),
    ).toEqual(["HT-01", "HT-02", "HT-03"]);
    expect(cellsOfRow("HT-01")).toHaveLength(2);
    expect(cellsOfRow("HT-03")).toHaveLength(2);
    expect(cellsOfRow("HT-01")[0]?.textContent).toBe("44%Loads 20");
  });

  it("colours cells from red to green with the value's opacity and highlights extreme values", () => {
    renderInCanvas(<Mosaic {...props({ input })} />);
    const [worst, neutral] = cellsOfRow("HT-01");
    const [best, planned] = cellsOfRow("HT-02");
    expect(worst?.style.background).toBe("rgb(229, 57, 53)");
    expect(worst?.getAttribute("data-highlight")).toBe("true");
    expect(neutral?.style.background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.3\)$/);
    expect(neutral?.getAttribute("data-highlight")).toBeNull();
    expect(best?.className).toContain("sf-mosaic__cell--highlight");
    expect(best?.style.background).toBe(mosaicCellColours(0.99).background);
    expect(planned?.style.background).toBe("rgb(40, 53, 147)");
    expect(planned?.style.color).toBe("rgb(255, 255, 255)");
    expect(planned?.className).toContain("planned");
  });

  it("shows a cell's progress bar named by its row and column", () => {
    renderInCanvas(<Mosaic {...props({ input })} />);
    expect(screen.getByRole("progressbar", { name: "HT-02, Mon" }).getAttribute("aria-valuenow")).toBe("93");
  });

  it("says what is missing without input", () => {
    renderInCanvas(<Mosaic {...props({ input: null })} />);
    expect(screen.getByRole("alert").textContent).toBe("Mosaic requires a non-null 'input' property.");
    expect(MISSING_INPUT_MESSAGE).toBe("Mosaic requires a non-null 'input' property.");
  });

  it("folds a row when its heading is pressed and writes the shown rows to the bound parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Mosaic {...props({ input, visibleRowsParameter: "shownTrucks" })} />);
    const toggle = within(rowHeading("HT-02")).getByRole("button", { name: "HT-02" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    await user.click(toggle);

    expect(runtime.getSnapshot().parameters.shownTrucks).toEqual(["HT-01", "HT-03"]);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(rowHeading("HT-02").closest("tr")?.className).toContain("sf-mosaic__row--folded");
    expect(cellsOfRow("HT-02").every((cell) => cell.textContent === "")).toBe(true);

    await user.click(toggle);
    expect(runtime.getSnapshot().parameters.shownTrucks).toEqual(["HT-01", "HT-02", "HT-03"]);
  });

  it("follows the bound parameter when it is set", () => {
    renderInCanvas(<Mosaic {...props({ input, visibleColumnsParameter: "shownDays" })} />, {
      parameters: { shownDays: ["Tue"] },
    });
    const monday = screen.getByRole("button", { name: "Mon" });
    expect(monday.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Tue" }).getAttribute("aria-expanded")).toBe("true");
    expect(cellsOfRow("HT-01")[0]?.className).toContain("sf-mosaic__cell--folded");
    expect(cellsOfRow("HT-01")[1]?.textContent).toBe("81%");
  });

  it("folds a column and writes the bound columns parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Mosaic {...props({ input, visibleColumnsParameter: "shownDays" })} />);
    await user.click(screen.getByRole("button", { name: "Mon 19 Oct" }));
    expect(runtime.getSnapshot().parameters.shownDays).toEqual(["Tue"]);
    expect(screen.getByRole("button", { name: "Mon" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("resets a visible set naming unknown rows to all rows, with a console warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { runtime } = renderInCanvas(<Mosaic {...props({ input, visibleRowsParameter: "shownTrucks" })} />, {
      parameters: { shownTrucks: ["HT-01", "HT-99"] },
    });
    await waitFor(() => expect(runtime.getSnapshot().parameters.shownTrucks).toEqual(["HT-01", "HT-02", "HT-03"]));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      `Mosaic rows: the visible set ["HT-01","HT-99"] in 'shownTrucks' does not match the available ones; showing all 3.`,
    );
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(5);
  });

  it("keeps its own visible set without a bound parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Mosaic {...props({ input })} />);
    await user.click(screen.getByRole("button", { name: "HT-01" }));
    expect(screen.getByRole("button", { name: "HT-01" }).getAttribute("aria-expanded")).toBe("false");
    expect(runtime.getSnapshot().parameters).toEqual({});
  });

  it("has plain headings when it is not collapsible", () => {
    renderInCanvas(<Mosaic {...props({ input, collapsible: false })} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(rowHeading("HT-01")).toBeTruthy();
  });

  it("shows a cell's tooltip 200 ms after the pointer enters it, describing the cell", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Mosaic {...props({ input })} />);
    const cell = cellsOfRow("HT-01")[0] as HTMLElement;
    expect(TOOLTIP_HOVER_DELAY_MS).toBe(200);
    await user.hover(cell);
    expect(screen.queryByRole("tooltip")).toBeNull();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("HT-01 idled half of Monday.");
    expect(cell.getAttribute("aria-describedby")).toBe(tooltip.id);
    await user.unhover(cell);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    expect(cell.getAttribute("aria-describedby")).toBeNull();
  });

  it("shows a cell's tooltip on keyboard focus and hides it on Escape", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Mosaic {...props({ input, collapsible: false })} />);
    const cell = cellsOfRow("HT-01")[0] as HTMLElement;
    expect(cell.tabIndex).toBe(0);
    await user.tab();
    expect(document.activeElement).toBe(cell);
    expect((await screen.findByRole("tooltip")).textContent).toBe("HT-01 idled half of Monday.");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("sets the text size from small to huge", () => {
    const huge = renderInCanvas(<Mosaic {...props({ input, fontSize: "huge" })} />);
    expect((huge.container.querySelector(".sf-mosaic") as HTMLElement).style.fontSize).toBe("24px");
    huge.unmount();
    const small = renderInCanvas(<Mosaic {...props({ input, fontSize: "small" })} />);
    expect((small.container.querySelector(".sf-mosaic") as HTMLElement).style.fontSize).toBe("12px");
  });

  it("shows the colour scale as a legend", () => {
    renderInCanvas(<Mosaic {...props({ input, legend: { low: "Below fleet", high: "Above fleet" } })} />);
    expect(screen.getByText("Below fleet")).toBeTruthy();
    expect(screen.getByText("Above fleet")).toBeTruthy();
  });

  it("refuses headings whose keys repeat", () => {
    const result = mosaicPropsSchema.safeParse({ input: { ...input, yHeadings: ["A", "A"] } });
    expect(result.error?.issues[0]?.message).toBe("Heading keys must be unique: 'A' appears twice.");
  });
});
