import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { HintTooltip } from "./HintTooltip";

function renderHinted() {
  renderWithTheme(
    <HintTooltip title="Next (↓)">
      <button type="button" aria-label="Next frame">
        ↓
      </button>
    </HintTooltip>,
  );
  return screen.getByRole("button", { name: "Next frame" });
}

describe("HintTooltip", () => {
  it("shows its hint while the pointer rests on the control, and hides it when the pointer leaves", () => {
    const button = renderHinted();
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(screen.getByRole("tooltip").textContent).toBe("Next (↓)");
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("hides its hint on Escape", () => {
    const button = renderHinted();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows no hint for a focus that a pointer click gave, and hides it when the focus leaves", () => {
    const button = renderHinted();
    // jsdom matches no element against :focus-visible, as a browser does for a clicked button.
    fireEvent.focus(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    fireEvent.blur(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
