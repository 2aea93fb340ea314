import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollToSection } from "./useScrollToSection";

let section: HTMLElement;
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  section = document.createElement("section");
  section.id = "component-Slider";
  section.scrollIntoView = scrollIntoView;
  document.body.append(section);
});
afterEach(() => {
  section.remove();
  scrollIntoView.mockClear();
  vi.useRealTimers();
});

describe("useScrollToSection", () => {
  it("waits until the section is ready, scrolls to it and keeps it there while the page settles", () => {
    const { rerender } = renderHook(({ ready }) => useScrollToSection("component-Slider", ready), {
      initialProps: { ready: false },
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(scrollIntoView).toHaveBeenCalledTimes(4);
  });

  it("leaves the page alone once the user scrolls", () => {
    renderHook(() => useScrollToSection("component-Slider", true));
    window.dispatchEvent(new Event("wheel"));
    vi.advanceTimersByTime(2_000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a target", () => {
    renderHook(() => useScrollToSection(null, true));
    vi.advanceTimersByTime(2_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
