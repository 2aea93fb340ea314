import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { DelayedHint } from "./DelayedHint";

function renderHinted(leaveDelayMs?: number) {
  renderWithTheme(
    <DelayedHint title="Next (↓)" leaveDelayMs={leaveDelayMs}>
      <button type="button" aria-label="Next frame">
        ↓
      </button>
    </DelayedHint>,
  );
  return screen.getByRole("button", { name: "Next frame" });
}

/** Lets the hint's 200 ms delay (canvas-components §9, Tooltips) run out. */
const afterDelay = () => act(() => vi.advanceTimersByTime(200));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("DelayedHint", () => {
  it("shows its hint once the pointer has rested on the control, and hides it as soon as the pointer leaves", () => {
    const button = renderHinted();
    fireEvent.mouseOver(button);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole("tooltip")).toBeNull();
    afterDelay();
    expect(screen.getByRole("tooltip").textContent).toBe("Next (↓)");
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("keeps its hint for the leave delay it is given (the side menu's pin button: 200 ms)", () => {
    const button = renderHinted(200);
    fireEvent.mouseOver(button);
    afterDelay();
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole("tooltip").textContent).toBe("Next (↓)");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("hides its hint on Escape", () => {
    const button = renderHinted();
    fireEvent.mouseOver(button);
    afterDelay();
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows no hint for a focus that a pointer click gave, and hides it when the focus leaves", () => {
    const button = renderHinted();
    // jsdom matches no element against :focus-visible, as a browser does for a clicked button.
    fireEvent.focus(button);
    afterDelay();
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseOver(button);
    afterDelay();
    fireEvent.blur(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
