import { afterEach, describe, expect, it } from "vitest";
import { cueSidewaysScrollers, markEdges } from "./sidewaysScrollCues";

function region(sizes: { scrollLeft: number; scrollWidth: number; clientWidth: number }): HTMLElement {
  const element = document.createElement("div");
  element.style.overflowX = "auto";
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(element, name, { value, configurable: true, writable: true });
  }
  return element;
}

afterEach(() => document.body.replaceChildren());

describe("sideways scroll cues in a frame", () => {
  it("cues a template's own sideways-scrolling region, once", () => {
    const frame = document.createElement("div");
    const wide = region({ scrollLeft: 0, scrollWidth: 900, clientWidth: 600 });
    const plain = document.createElement("p");
    frame.append(wide, plain);
    const cued = new Set<HTMLElement>();
    const found: HTMLElement[] = [];
    cueSidewaysScrollers(frame, cued, (element) => found.push(element));
    cueSidewaysScrollers(frame, cued, (element) => found.push(element));

    expect(found).toEqual([wide]);
    expect(wide.dataset.scrollCue).toBe("frame");
    expect(wide.dataset.moreRight).toBe("true");
    expect(wide.dataset.moreLeft).toBe("false");
    expect(plain.dataset.scrollCue).toBeUndefined();
  });

  it("leaves regions inside a canvas component's own cue alone", () => {
    const frame = document.createElement("div");
    const component = document.createElement("div");
    component.className = "sf-scroll-cue";
    component.append(region({ scrollLeft: 0, scrollWidth: 900, clientWidth: 600 }));
    frame.append(component);
    const found: HTMLElement[] = [];
    cueSidewaysScrollers(frame, new Set(), (element) => found.push(element));
    expect(found).toEqual([]);
  });

  it("follows the scroll position: more on the left once scrolled, none on the right at the end", () => {
    const wide = region({ scrollLeft: 0, scrollWidth: 900, clientWidth: 600 });
    Object.defineProperty(wide, "scrollLeft", { value: 300 });
    markEdges(wide);
    expect(wide.dataset.moreLeft).toBe("true");
    expect(wide.dataset.moreRight).toBe("false");
  });
});
