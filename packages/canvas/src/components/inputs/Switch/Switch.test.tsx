import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Switch from "./Switch";
import { switchPropsSchema } from "./Switch.meta";

const props = (input: Record<string, unknown>) => switchPropsSchema.parse(input);
const toggle = (name: string) => screen.getByRole("switch", { name }) as HTMLInputElement;

describe("Switch", () => {
  it("shows the parameter and stores true or false on each click, calling onChange(new, old, api)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Switch {...props({ label: "Show forecast", parameter: "showForecast", onChange })} />,
      { parameters: { showForecast: true } },
    );
    expect(toggle("Show forecast").checked).toBe(true);
    await user.click(toggle("Show forecast"));
    expect(runtime.getSnapshot().parameters.showForecast).toBe(false);
    expect(toggle("Show forecast").checked).toBe(false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      false,
      true,
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    await user.click(screen.getByText("Show forecast"));
    expect(runtime.getSnapshot().parameters.showForecast).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true, false, expect.anything());
  });

  it("toggles with the Space key", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Switch {...props({ label: "Live updates", parameter: "liveUpdates" })} />);
    toggle("Live updates").focus();
    await user.keyboard(" ");
    expect(runtime.getSnapshot().parameters.liveUpdates).toBe(true);
  });

  it("reads an unset or non-boolean parameter as unchecked", () => {
    renderInCanvas(<Switch {...props({ label: "A", parameter: "a" })} />, { parameters: { a: "yes" } });
    expect(toggle("A").checked).toBe(false);
  });

  it("follows a parameter changed elsewhere", () => {
    const { runtime } = renderInCanvas(<Switch {...props({ label: "A", parameter: "a" })} />);
    act(() => runtime.setParameter("a", true));
    expect(toggle("A").checked).toBe(true);
  });

  it("keeps its own state without a parameter and is named by the parameter without a label", async () => {
    const user = userEvent.setup();
    const { runtime, unmount } = renderInCanvas(<Switch {...props({ label: "Local" })} />);
    await user.click(toggle("Local"));
    expect(toggle("Local").checked).toBe(true);
    expect(runtime.getSnapshot().parameters).toEqual({});
    unmount();
    renderInCanvas(<Switch {...props({ parameter: "showTargets" })} />);
    expect(toggle("showTargets")).toBeTruthy();
  });

  it("is described by its helper text, not named by it", () => {
    renderInCanvas(<Switch {...props({ label: "Show forecast", helperText: "Adds the next 12 weeks." })} />);
    expect(toggle("Show forecast").getAttribute("aria-describedby")).toBe(
      screen.getByText("Adds the next 12 weeks.").getAttribute("id"),
    );
  });

  it("blocks changes when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Switch {...props({ label: "Off", parameter: "p", disabled: true, onChange })} />,
    );
    expect(toggle("Off").disabled).toBe(true);
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
    const { runtime } = renderInCanvas(<Switch {...props({ label: "A", parameter: "a", onChange })} />);
    await user.click(toggle("A"));
    expect(runtime.getSnapshot().parameters).toEqual({ a: true, lastChange: true });
    expect(errors).toHaveBeenCalledWith("Switch onChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
