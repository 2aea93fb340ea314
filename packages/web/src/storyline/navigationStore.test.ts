import { describe, expect, it, vi } from "vitest";
import { createNavigationStore } from "./navigationStore";

const outline = [
  {
    name: "c1",
    pages: [
      { name: "p1", paragraphs: [{ name: "a" }, { name: "b" }] },
      { name: "p2", paragraphs: [{ name: "c" }] },
    ],
  },
  { name: "c2", pages: [{ name: "p1", paragraphs: [{ name: "d" }] }] },
];

describe("navigation store", () => {
  it("starts at the first frame and records the slide direction of each change", () => {
    const store = createNavigationStore(outline);
    expect(store.getState().position).toEqual({ chapterIndex: 0, pageIndex: 0, paragraphIndex: 0 });
    store.getState().move("nextParagraph");
    expect(store.getState().direction).toBe("none");
    store.getState().move("nextPage");
    expect(store.getState().direction).toBe("down");
    store.getState().move("nextChapter");
    expect(store.getState()).toMatchObject({ direction: "right", changes: 3 });
    expect(store.getState().move("nextChapter")).toBe(false);
    store.getState().move("previousChapter");
    expect(store.getState().direction).toBe("left");
  });

  it("goes to a frame by id or name and logs when no slide was found", () => {
    const store = createNavigationStore(outline);
    expect(store.getState().goToFrame("c2/p1/d")).toBe(true);
    expect(store.getState().position).toEqual({ chapterIndex: 1, pageIndex: 0, paragraphIndex: 0 });
    expect(store.getState().goToFrame("c")).toBe(true);
    expect(store.getState().position).toEqual({ chapterIndex: 0, pageIndex: 1, paragraphIndex: 0 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(store.getState().goToFrame("nowhere")).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no slide was found"));
    warn.mockRestore();
  });
});
