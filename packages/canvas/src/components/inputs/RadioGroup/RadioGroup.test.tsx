import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import RadioGroup from "./RadioGroup";
import { radioGroupPropsSchema } from "./RadioGroup.meta";

const props = (input: Record<string, unknown>) => radioGroupPropsSchema.parse(input);
const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

const granularity = [
  { label: "Day", value: "day" },
  { label: "Week", value: "week" },
  { label: "Month", value: "month" },
];
const scenarios = [
  { label: "Budget", value: { scenario: "budget", year: 2026 } },
  { label: "Forecast", value: { scenario: "forecast", year: 2026 } },
  { label: "Long-term plan", value: { scenario: "ltp", year: 2026 }, disabled: true },
];

describe("RadioGroup", () => {
  it("stacks its options by default, shows the stored choice and stores a new one with onChange(new, old, api)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <RadioGroup {...props({ label: "Show per", parameter: "per", options: granularity, onChange })} />,
      { parameters: { per: "week" } },
    );
    const group = screen.getByRole("radiogroup", { name: "Show per" });
    expect(group.className).not.toContain("MuiFormGroup-row");
    expect(radio("Week").checked).toBe(true);
    await user.click(radio("Month"));
    expect(runtime.getSnapshot().parameters.per).toBe("month");
    expect(radio("Month").checked).toBe(true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      "month",
      "week",
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
  });

  it("chooses the focused option from the keyboard", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<RadioGroup {...props({ parameter: "per", options: granularity })} />, {
      parameters: { per: "day" },
    });
    radio("Month").focus();
    await user.keyboard(" ");
    expect(runtime.getSnapshot().parameters.per).toBe("month");
  });

  it("lays the options out in a row", () => {
    renderInCanvas(<RadioGroup {...props({ label: "Per", options: granularity, direction: "row" })} />);
    expect(screen.getByRole("radiogroup", { name: "Per" }).className).toContain("MuiFormGroup-row");
  });

  it("matches object values by content and never chooses a disabled option", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<RadioGroup {...props({ parameter: "baseline", options: scenarios })} />, {
      parameters: { baseline: { year: 2026, scenario: "forecast" } },
    });
    expect(radio("Forecast").checked).toBe(true);
    expect(radio("Long-term plan").disabled).toBe(true);
    await user.click(screen.getByText("Long-term plan"));
    expect(runtime.getSnapshot().parameters.baseline).toEqual({ year: 2026, scenario: "forecast" });
    await user.click(radio("Budget"));
    expect(runtime.getSnapshot().parameters.baseline).toEqual({ scenario: "budget", year: 2026 });
  });

  it("checks nothing for a value no option has, and follows the parameter changed elsewhere", () => {
    const { runtime } = renderInCanvas(<RadioGroup {...props({ parameter: "per", options: granularity })} />, {
      parameters: { per: "year" },
    });
    expect(screen.getAllByRole("radio").some((input) => (input as HTMLInputElement).checked)).toBe(false);
    act(() => runtime.setParameter("per", "day"));
    expect(radio("Day").checked).toBe(true);
  });

  it("is named by its parameter without a label, described by its helper text, and disabled as a whole", () => {
    renderInCanvas(
      <RadioGroup
        {...props({ parameter: "per", options: granularity, helperText: "Bars per period.", disabled: true })}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "per" });
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByText("Bars per period.").id);
    expect(screen.getAllByRole("radio").every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });

  it("keeps its own choice without a parameter, and logs a throwing onChange instead of failing", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onChange = () => {
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<RadioGroup {...props({ label: "Per", options: granularity, onChange })} />);
    await user.click(radio("Day"));
    expect(radio("Day").checked).toBe(true);
    expect(runtime.getSnapshot().parameters).toEqual({});
    expect(errors).toHaveBeenCalledWith("RadioGroup onChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
