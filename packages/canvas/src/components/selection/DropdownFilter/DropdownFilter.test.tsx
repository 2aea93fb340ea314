import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DropdownFilter, { UNAVAILABLE_OPTION_TEXT } from "./DropdownFilter";
import { dropdownFilterPropsSchema } from "./DropdownFilter.meta";

const props = (input: Record<string, unknown>) => dropdownFilterPropsSchema.parse(input);

const periods = [
  { label: "Last 7 days", value: "7d" },
  { label: "Last 30 days", value: "30d" },
  { label: "Year to date", value: "ytd" },
];

const vehicleTypes = [
  { label: "Haul trucks", value: "haul" },
  { label: "Tippers", value: "tipper" },
  { label: "Delivery vans", value: "van" },
];

describe("DropdownFilter", () => {
  it("shows the stored choice and commits a single choice immediately", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <DropdownFilter {...props({ parameter: "period", label: "Period", options: periods, onChange })} />,
      { parameters: { period: "30d" } },
    );
    const field = screen.getByRole("combobox", { name: "Period" });
    expect(field.textContent).toBe("Last 30 days");
    await user.click(field);
    await user.click(screen.getByRole("option", { name: "Year to date" }));
    expect(runtime.getSnapshot().parameters.period).toBe("ytd");
    expect(onChange).toHaveBeenCalledWith(
      "ytd",
      "30d",
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  });

  it("commits a multiple choice only when its menu closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <DropdownFilter
        {...props({ parameter: "types", label: "Vehicle types", options: vehicleTypes, multiple: true, onChange })}
      />,
      { parameters: { types: ["haul"] } },
    );
    await user.click(screen.getByRole("combobox", { name: "Vehicle types" }));
    await user.click(screen.getByRole("option", { name: "Delivery vans" }));
    await user.click(screen.getByRole("option", { name: "Haul trucks" }));
    await user.click(screen.getByRole("option", { name: "Tippers" }));
    expect(screen.getByRole("option", { name: "Tippers" }).getAttribute("aria-selected")).toBe("true");
    expect(runtime.getSnapshot().parameters.types).toEqual(["haul"]);
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(runtime.getSnapshot().parameters.types).toEqual(["tipper", "van"]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(["tipper", "van"], ["haul"], expect.anything());
    expect(screen.getByRole("combobox", { name: "Vehicle types" }).textContent).toBe("Tippers, Delivery vans");
  });

  it("does not commit when a multiple choice ends as it started", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInCanvas(
      <DropdownFilter
        {...props({ parameter: "types", label: "Vehicle types", options: vehicleTypes, multiple: true, onChange })}
      />,
      { parameters: { types: ["haul"] } },
    );
    await user.click(screen.getByRole("combobox", { name: "Vehicle types" }));
    await user.click(screen.getByRole("option", { name: "Tippers" }));
    await user.click(screen.getByRole("option", { name: "Tippers" }));
    await user.keyboard("{Escape}");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps listing stored values its options no longer hold, marked unavailable, so they can be removed", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <DropdownFilter
        {...props({ parameter: "types", label: "Vehicle types", options: vehicleTypes, multiple: true })}
      />,
      { parameters: { types: ["haul", "grader"] } },
    );
    const field = screen.getByRole("combobox", { name: "Vehicle types" });
    expect(field.textContent).toBe("Haul trucks, grader");
    await user.click(field);
    const grader = screen.getByRole("option", { name: /grader/ });
    expect(grader.textContent).toContain(UNAVAILABLE_OPTION_TEXT);
    expect(grader.getAttribute("aria-selected")).toBe("true");
    await user.click(grader);
    await user.keyboard("{Escape}");
    expect(runtime.getSnapshot().parameters.types).toEqual(["haul"]);
    expect(screen.queryByRole("option", { name: /grader/ })).toBeNull();
  });

  it("matches stored values to options by content", () => {
    const depots = [
      { label: "North depot", value: { site: 1 } },
      { label: "South depot", value: { site: 2 } },
    ];
    renderInCanvas(<DropdownFilter {...props({ parameter: "depot", label: "Depot", options: depots })} />, {
      parameters: { depot: { site: 2 } },
    });
    expect(screen.getByRole("combobox", { name: "Depot" }).textContent).toBe("South depot");
  });

  it("keeps its own choice without a parameter and is named without a label", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DropdownFilter {...props({ options: periods })} />);
    const field = screen.getByRole("combobox", { name: "Filter" });
    await user.click(field);
    await user.click(screen.getByRole("option", { name: "Last 7 days" }));
    expect(field.textContent).toBe("Last 7 days");
  });
});
