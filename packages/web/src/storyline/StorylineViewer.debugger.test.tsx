import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { getActiveBranch } from "../app/activeBranch";
import { useAppStore } from "../app/store";
import { storylineKey, useDebuggerStore } from "../debugger/debuggerStore";
import { makeSession } from "../test/sessionFixture";
import { renderStorylineViewer, setUpSignedInViewer, twoFrameStoryline } from "../test/storylineViewer";

setUpSignedInViewer();

const press = (key: string) =>
  act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key, cancelable: true })));

let open: MockInstance<Window["open"]>;
beforeEach(() => {
  open = vi.spyOn(window, "open").mockReturnValue(null);
});
afterEach(() => {
  useDebuggerStore.setState(useDebuggerStore.getInitialState(), true);
  vi.restoreAllMocks();
});

describe("StorylineViewer and the Canvas Debugger", () => {
  it("opens the Debugger's 1440x900 popout on F2 or F9 for a developer", async () => {
    useAppStore.getState().setSession(makeSession({ isDeveloper: true }));
    const popout = { closed: false, close: vi.fn(), focus: vi.fn() } as unknown as Window;
    open.mockReturnValue(popout);
    renderStorylineViewer(twoFrameStoryline());
    await screen.findByText("Notes");
    press("F2");
    expect(open).toHaveBeenCalledWith("", "storyframe-canvas-debugger", "width=1440,height=900");
    expect(useDebuggerStore.getState()).toMatchObject({ open: true, placement: "popout", popout });
    act(() => useDebuggerStore.getState().closeDebugger());
    press("F9");
    expect(useDebuggerStore.getState().open).toBe(true);
  });

  it("only writes to the console why nothing opened for a user without developer-tools::access", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    renderStorylineViewer(twoFrameStoryline());
    await screen.findByText("Notes");
    press("F2");
    expect(info).toHaveBeenCalledWith("The Canvas Debugger needs the developer-tools::access tag.");
    expect(open).not.toHaveBeenCalled();
    expect(useDebuggerStore.getState().open).toBe(false);
  });

  it("is the Debugger's target while it shows a storyline, and is no longer once closed", async () => {
    const document = twoFrameStoryline();
    const view = renderStorylineViewer(document);
    await screen.findByText("Notes");
    expect(useDebuggerStore.getState().target?.document).toBe(document);
    const session = useDebuggerStore.getState().target?.session;
    act(() => void session?.navigation.getState().move("nextParagraph"));
    expect(screen.getByTestId("frame-position").textContent).toBe("2 / 2");
    view.unmount();
    expect(useDebuggerStore.getState().target).toBeNull();
  });

  it("re-renders the frame at once with a template applied in the Debugger", async () => {
    renderStorylineViewer(twoFrameStoryline());
    await screen.findByText("Notes");
    const key = storylineKey("ops", getActiveBranch());
    act(() => useDebuggerStore.getState().applyTemplate(key, "card", { jsx: "<p>Edited</p>", css: "", includes: [] }));
    await waitFor(() => expect(screen.getAllByText("Edited").length).toBeGreaterThan(0));
    act(() => useDebuggerStore.getState().clearOverrides(key));
    await waitFor(() => expect(screen.queryByText("Edited")).toBeNull());
  });

  it("keeps the storyline's own template where the Debugger applied one on another branch", async () => {
    renderStorylineViewer(twoFrameStoryline());
    await screen.findByText("Notes");
    const elsewhere = storylineKey("ops", `${getActiveBranch()}-other`);
    act(() =>
      useDebuggerStore.getState().applyTemplate(elsewhere, "card", { jsx: "<p>Edited</p>", css: "", includes: [] }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Edited")).toBeNull();
    expect(screen.getAllByText("Notes").length).toBeGreaterThan(0);
  });
});
