import { afterEach, describe, expect, it, vi } from "vitest";
import { debugTarget } from "../test/debugTargetFixture";
import { registerDebugTarget, useDebuggerStore } from "./debuggerStore";

afterEach(() => useDebuggerStore.setState(useDebuggerStore.getInitialState(), true));

/** A stand-in for an opened window, closed by its `close`. */
function fakeWindow(): Window {
  const popout = { closed: false, close: vi.fn(() => Object.assign(popout, { closed: true })) };
  return popout as unknown as Window;
}

describe("useDebuggerStore", () => {
  it("is closed until opened, and opens in a popout window or a panel", () => {
    expect(useDebuggerStore.getState()).toMatchObject({ open: false, popout: null });
    const popout = fakeWindow();
    useDebuggerStore.getState().openInPopout(popout);
    expect(useDebuggerStore.getState()).toMatchObject({ open: true, placement: "popout", popout });
    useDebuggerStore.getState().closeDebugger();
    useDebuggerStore.getState().openDebugger("panel");
    expect(useDebuggerStore.getState()).toMatchObject({ open: true, placement: "panel" });
  });

  it("closes the popout window when the Debugger closes", () => {
    const popout = fakeWindow();
    useDebuggerStore.getState().openInPopout(popout);
    useDebuggerStore.getState().closeDebugger();
    expect(popout.close).toHaveBeenCalledOnce();
    expect(useDebuggerStore.getState()).toMatchObject({ open: false, popout: null });
  });

  it("layers applied templates per storyline, and drops some or all of them", () => {
    const { applyTemplate, clearOverrides } = useDebuggerStore.getState();
    applyTemplate("ops", "card", { jsx: "<p>A</p>", css: "", includes: [] });
    applyTemplate("ops", "chart", { jsx: "<p>B</p>", css: "", includes: [] });
    applyTemplate("air", "card", { jsx: "<p>C</p>", css: "", includes: [] });
    clearOverrides("ops", ["card"]);
    expect(Object.keys(useDebuggerStore.getState().overrides.ops ?? {})).toEqual(["chart"]);
    clearOverrides("ops");
    expect(Object.keys(useDebuggerStore.getState().overrides)).toEqual(["air"]);
  });
});

describe("registerDebugTarget", () => {
  it("makes the viewer's storyline the target until the viewer lets go of it", () => {
    const target = debugTarget();
    const unregister = registerDebugTarget(target);
    expect(useDebuggerStore.getState().target).toBe(target);
    unregister();
    expect(useDebuggerStore.getState().target).toBeNull();
    target.session.controller.dispose();
  });

  it("leaves a target another viewer registered since in place", () => {
    const [first, second] = [debugTarget(), debugTarget()];
    const unregisterFirst = registerDebugTarget(first);
    registerDebugTarget(second);
    unregisterFirst();
    expect(useDebuggerStore.getState().target).toBe(second);
  });
});
