import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debugDataFetch, debugTarget } from "../test/debugTargetFixture";
import { renderWithTheme } from "../test/renderWithTheme";
import { DebuggerHost } from "./DebuggerHost";
import { DEBUGGER_TABS } from "./DebuggerView";
import { useDebuggerStore } from "./debuggerStore";
import { openCanvasDebugger } from "./openCanvasDebugger";

beforeEach(() => vi.stubGlobal("fetch", debugDataFetch));
afterEach(() => {
  act(() => useDebuggerStore.getState().closeDebugger());
  useDebuggerStore.setState(useDebuggerStore.getInitialState(), true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

/** A window of its own, as the popout is: a frame's window in this page. */
function popoutWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const popout = frame.contentWindow;
  if (!popout) throw new Error("The frame has no window.");
  vi.spyOn(popout, "close").mockImplementation(() => {});
  vi.spyOn(popout, "focus").mockImplementation(() => {});
  return popout;
}

const tabNames = (within: { getAllByRole(role: "tab"): HTMLElement[] }) =>
  within.getAllByRole("tab").map((tab) => tab.textContent);

describe("DebuggerHost", () => {
  it("shows nothing until the Debugger is opened", () => {
    renderWithTheme(<DebuggerHost />);
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("draws the Debugger into its popout window, with the seven tabs, the storyline's title and its styles", async () => {
    const popout = popoutWindow();
    const open = vi.spyOn(window, "open").mockReturnValue(popout);
    const target = debugTarget();
    useDebuggerStore.getState().setTarget(target);
    renderWithTheme(<DebuggerHost />);
    act(() => openCanvasDebugger());
    expect(open).toHaveBeenCalledWith("", "storyframe-canvas-debugger", "width=1440,height=900");

    const body = within(popout.document.body);
    await waitFor(() => expect(tabNames(body)).toEqual([...DEBUGGER_TABS]));
    expect(body.getByRole("tablist", { name: "Canvas Debugger" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(popout.document.title).toBe("Canvas Debugger · Operations");
    expect(popout.document.head.querySelector('style[data-emotion^="sf-debugger"]')).not.toBeNull();
    expect(body.getByRole("rowheader", { name: "Storyline ID" }).nextElementSibling?.textContent).toBe("ops");

    act(() => useDebuggerStore.getState().setTarget(null));
    expect(body.getByText("Open a storyline to debug it.")).toBeTruthy();
    target.session.controller.dispose();
  });

  it("brings the open popout to the front when asked again, rather than opening another", async () => {
    const popout = popoutWindow();
    const open = vi.spyOn(window, "open").mockReturnValue(popout);
    renderWithTheme(<DebuggerHost />);
    act(() => openCanvasDebugger());
    act(() => openCanvasDebugger());
    expect(open).toHaveBeenCalledOnce();
    expect(popout.focus).toHaveBeenCalledOnce();
  });

  it("closes when its window is closed, and closes its window when the page is left", async () => {
    const popout = popoutWindow();
    vi.spyOn(window, "open").mockReturnValue(popout);
    renderWithTheme(<DebuggerHost />);
    act(() => openCanvasDebugger());
    await waitFor(() => expect(within(popout.document.body).getAllByRole("tab")).toHaveLength(7));
    act(() => void popout.dispatchEvent(new Event("pagehide")));
    expect(useDebuggerStore.getState().open).toBe(false);

    act(() => openCanvasDebugger());
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(useDebuggerStore.getState().open).toBe(false);
    expect(popout.close).toHaveBeenCalled();
  });

  it("falls back to a panel in the page, with a notice, when the browser blocks the popup", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const target = debugTarget();
    useDebuggerStore.getState().setTarget(target);
    renderWithTheme(<DebuggerHost />);
    act(() => openCanvasDebugger());

    const panel = await screen.findByRole("complementary", { name: "Canvas Debugger" });
    expect(within(panel).getByRole("alert").textContent).toMatch(
      /^The browser blocked the Canvas Debugger's popup window/,
    );
    expect(tabNames(within(panel))).toEqual([...DEBUGGER_TABS]);
    fireEvent.click(within(panel).getByRole("tab", { name: "Datasources" }));
    expect(within(panel).getByRole("row", { name: /^tonnes/ })).toBeTruthy();

    const keyInPanel = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true });
    const seenByPage = vi.fn();
    window.addEventListener("keydown", seenByPage);
    within(panel).getByRole("tab", { name: "Datasources" }).dispatchEvent(keyInPanel);
    window.removeEventListener("keydown", seenByPage);
    expect(seenByPage).not.toHaveBeenCalled();

    fireEvent.click(within(panel).getByRole("button", { name: "Close the Canvas Debugger" }));
    expect(screen.queryByRole("complementary", { name: "Canvas Debugger" })).toBeNull();
    expect(useDebuggerStore.getState().open).toBe(false);
    target.session.controller.dispose();
  });
});
