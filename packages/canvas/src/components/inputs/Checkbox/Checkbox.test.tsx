import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Checkbox from "./Checkbox";
import { checkboxPropsSchema } from "./Checkbox.meta";

const props = (input: Record<string, unknown>) => checkboxPropsSchema.parse(input);
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("Checkbox", () => {
  it("shows the parameter and stores true or false on each click, calling onChange(new, old, api)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Checkbox {...props({ label: "Include weekends", parameter: "weekends", onChange })} />,
      { parameters: { weekends: true } },
    );
    expect(box("Include weekends").checked).toBe(true);
    await user.click(box("Include weekends"));
    expect(runtime.getSnapshot().parameters.weekends).toBe(false);
    expect(box("Include weekends").checked).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      false,
      true,
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    await user.click(screen.getByText("Include weekends"));
    expect(runtime.getSnapshot().parameters.weekends).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true, false, expect.anything());
  });

  it("toggles with the Space key", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Checkbox {...props({ label: "Maintenance", parameter: "maintenance" })} />);
    box("Maintenance").focus();
    await user.keyboard(" ");
    expect(runtime.getSnapshot().parameters.maintenance).toBe(true);
  });

  it("reads an unset or non-boolean parameter as unchecked", () => {
    renderInCanvas(<Checkbox {...props({ label: "A", parameter: "a" })} />, { parameters: { a: "yes" } });
    expect(box("A").checked).toBe(false);
  });

  it("follows a parameter changed elsewhere", () => {
    const { runtime } = renderInCanvas(<Checkbox {...props({ label: "A", parameter: "a" })} />);
    act(() => runtime.setParameter("a", true));
    expect(box("A").checked).toBe(true);
  });

  it("keeps its own state without a parameter and is named by the parameter without a label", async () => {
    const user = userEvent.setup();
    const { runtime, unmount } = renderInCanvas(<Checkbox {...props({ label: "Local" })} />);
    await user.click(box("Local"));
    expect(box("Local").checked).toBe(true);
    expect(runtime.getSnapshot().parameters).toEqual({});
    unmount();
    renderInCanvas(<Checkbox {...props({ parameter: "showTargets" })} />);
    expect(box("showTargets")).toBeTruthy();
  });

  it("is described by its helper text, not named by it", () => {
    renderInCanvas(<Checkbox {...props({ label: "Weekends", helperText: "Counts Saturday shifts." })} />);
    expect(box("Weekends").getAttribute("aria-describedby")).toBe(
      screen.getByText("Counts Saturday shifts.").getAttribute("id"),
    );
  });

  it("blocks changes when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Checkbox {...props({ label: "Off", parameter: "p", disabled: true, onChange })} />,
    );
    expect(box("Off").disabled).toBe(true);
    await user.click(screen.getByText("Off"));
    expect(runtime.getSnapshot().parameters.p).toBeUndefined();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("lets onChange set other parameters, and logs a throwing onChange instead of failing", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onChange = (next: unknown, _old: unknown, api: { setParameter: (n: string, v: unknown) => void }) => {
      api.setParameter("lastChange", next);
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<Checkbox {...props({ label: "A", parameter: "a", onChange })} />);
    await user.click(box("A"));
    expect(runtime.getSnapshot().parameters).toEqual({ a: true, lastChange: true });
    expect(errors).toHaveBeenCalledWith("Checkbox onChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
