import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import CascadingMultiFilter from "./CascadingMultiFilter";
import { cascadingMultiFilterPropsSchema } from "./CascadingMultiFilter.meta";

const props = (input: Record<string, unknown>) => cascadingMultiFilterPropsSchema.parse(input);

const data = [
  { region: "North", depot: "Polokwane", type: "Truck" },
  { region: "North", depot: "Tzaneen", type: "Van" },
  { region: "Coastal", depot: "Durban", type: "Truck" },
  { region: "Coastal", depot: "Cape Town", type: "Service" },
];

const dimensions = [
  { label: "Region", fieldName: "region" },
  { label: "Depot", fieldName: "depot" },
  { label: "Vehicle type", fieldName: "type", multiple: false },
];

const optionNames = () => screen.getAllByRole("option").map((option) => option.textContent);

describe("CascadingMultiFilter", () => {
  it("applies schema defaults to dimensions", () => {
    const parsed = props({ dimensions: [{ fieldName: "region" }] });
    expect(parsed.dimensions[0]).toEqual({
      fieldName: "region",
      multiple: true,
      isHidden: false,
      bypassFilters: false,
      excludeFromCascade: false,
    });
    expect(cascadingMultiFilterPropsSchema.safeParse({ dimensions: [] }).success).toBe(false);
  });

  it("offers each filter the values left by the filters before it", async () => {
    const user = userEvent.setup();
    renderInCanvas(<CascadingMultiFilter {...props({ parameter: "f", dimensions, data })} />, {
      parameters: { f: { region: ["Coastal"] } },
    });
    await user.click(screen.getByRole("combobox", { name: "Depot" }));
    expect(optionNames()).toEqual(["Cape Town", "Durban"]);
  });

  it("stores the whole selection as one dictionary and prunes later choices", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <CascadingMultiFilter {...props({ parameter: "f", dimensions, data, onChange })} />,
      { parameters: { f: { region: ["North"], depot: ["Tzaneen"], type: "Van" } } },
    );
    const region = screen.getByRole("combobox", { name: "Region" });
    await user.click(region);
    await user.click(screen.getByRole("option", { name: "Coastal" }));
    expect(runtime.getSnapshot().parameters.f).toEqual({
      region: ["North", "Coastal"],
      depot: ["Tzaneen"],
      type: "Van",
    });
    await user.click(screen.getByRole("option", { name: "North" }));
    expect(runtime.getSnapshot().parameters.f).toEqual({ region: ["Coastal"], depot: [], type: null });
    expect(onChange).toHaveBeenLastCalledWith(
      { region: ["Coastal"], depot: [], type: null },
      { region: ["North", "Coastal"], depot: ["Tzaneen"], type: "Van" },
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
  });

  it("stores a single value for a dimension with multiple false", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<CascadingMultiFilter {...props({ parameter: "f", dimensions, data })} />);
    await user.click(screen.getByRole("combobox", { name: "Vehicle type" }));
    await user.click(screen.getByRole("option", { name: "Service" }));
    expect(runtime.getSnapshot().parameters.f).toEqual({ region: [], depot: [], type: "Service" });
  });

  it("stacks the filters at their own height in a column, and shares the row otherwise", () => {
    const { container, unmount } = renderInCanvas(
      <CascadingMultiFilter {...props({ dimensions, data, direction: "column" })} />,
    );
    const stacked = container.querySelectorAll<HTMLElement>(".MuiAutocomplete-root");
    expect(stacked).toHaveLength(3);
    for (const filter of stacked) expect(getComputedStyle(filter).flexBasis).not.toBe("220px");
    unmount();
    const { container: row } = renderInCanvas(<CascadingMultiFilter {...props({ dimensions, data })} />);
    const shared = row.querySelector<HTMLElement>(".MuiAutocomplete-root");
    expect(shared === null ? null : getComputedStyle(shared).flexBasis).toBe("220px");
  });

  it("hides hidden dimensions while their stored choice still narrows the others", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <CascadingMultiFilter
        {...props({
          parameter: "f",
          dimensions: [
            { label: "Region", fieldName: "region", isHidden: true },
            { label: "Depot", fieldName: "depot" },
          ],
          data,
        })}
      />,
      { parameters: { f: { region: ["North"] } } },
    );
    const group = screen.getByRole("group", { name: "Filters" });
    expect(within(group).queryByRole("combobox", { name: "Region" })).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Depot" }));
    expect(optionNames()).toEqual(["Polokwane", "Tzaneen"]);
  });
});
