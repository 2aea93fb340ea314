import { afterEach, describe, expect, it, vi } from "vitest";
import { CLICK_DELAY_MS } from "./ganttConstants";
import { delayedClick, isDrag, targetOf } from "./ganttPointer";

afterEach(() => {
  vi.useRealTimers();
});

function chartMarkup(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = `
    <div class="wx-grid">
      <div role="columnheader" data-header-id=":text"><span>Name</span></div>
      <div class="wx-row" data-id=":liners"><i data-action="open-task"></i><span class="name">Replace liners</span></div>
    </div>
    <div class="wx-bar" data-id=":7"><div class="wx-link wx-left"></div><span class="label">Seven</span></div>
    <svg><g data-link-id=":12"><polyline class="hit"></polyline></g></svg>`;
  return container;
}

describe("targetOf", () => {
  const container = chartMarkup();
  const find = (selector: string) => container.querySelector(selector);

  it("finds the item of a row or bar, and the link of a link line, as text ids", () => {
    expect(targetOf(find(".name"), container)).toEqual({ kind: "item", key: "liners" });
    expect(targetOf(find(".label"), container)).toEqual({ kind: "item", key: "7" });
    expect(targetOf(find(".hit"), container)).toEqual({ kind: "link", key: "12" });
  });

  it("finds nothing on the tree toggle, a link handle, a column header or outside the chart", () => {
    expect(targetOf(find("[data-action]"), container)).toBeNull();
    expect(targetOf(find(".wx-link"), container)).toBeNull();
    expect(targetOf(find("[data-header-id] span"), container)).toBeNull();
    expect(targetOf(container, container)).toBeNull();
    expect(targetOf(document.createElement("div"), container)).toBeNull();
  });
});

describe("isDrag", () => {
  it("calls a pointer that moved more than 4 px between press and release a drag", () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 14, y: 6 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 15, y: 10 })).toBe(true);
    expect(isDrag({ x: 10, y: 10 }, { x: 10, y: 16 })).toBe(true);
    expect(isDrag(null, { x: 10, y: 16 })).toBe(false);
  });
});

describe("delayedClick (canvas-components §4)", () => {
  it("reports a single click after 300 ms", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const clicks = delayedClick(CLICK_DELAY_MS, onClick);
    clicks.click("liners");
    vi.advanceTimersByTime(299);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClick).toHaveBeenCalledWith("liners");
    expect(CLICK_DELAY_MS).toBe(300);
  });

  it("drops a waiting click when a double-click cancels it", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const clicks = delayedClick(CLICK_DELAY_MS, onClick);
    clicks.click("liners");
    vi.advanceTimersByTime(200);
    clicks.cancel();
    vi.advanceTimersByTime(1_000);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("reports only the last of clicks in quick succession, 300 ms after it", () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const clicks = delayedClick(CLICK_DELAY_MS, onClick);
    clicks.click("a");
    vi.advanceTimersByTime(250);
    clicks.click("b");
    vi.advanceTimersByTime(299);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClick.mock.calls).toEqual([["b"]]);
  });
});
