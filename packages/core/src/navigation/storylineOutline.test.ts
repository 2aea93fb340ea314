import { describe, expect, it } from "vitest";
import { frameId, positionOfFrame, type StorylineOutline, shapeOf } from "./storylineOutline";

const outline: StorylineOutline = [
  { name: "intro", pages: [{ name: "welcome", paragraphs: [{ name: "hello" }, { name: "goals" }] }] },
  {
    name: "detail",
    pages: [
      { name: "one", paragraphs: [{ name: "table" }] },
      { name: "two", paragraphs: [{ name: "goals" }] },
    ],
  },
];

describe("storyline outline", () => {
  it("derives the shape", () => {
    expect(shapeOf(outline)).toEqual([[2], [1, 1]]);
  });
  it("names a frame by chapter/page/paragraph", () => {
    expect(frameId(outline, { chapterIndex: 1, pageIndex: 1, paragraphIndex: 0 })).toBe("detail/two/goals");
    expect(frameId(outline, { chapterIndex: 2, pageIndex: 0, paragraphIndex: 0 })).toBeNull();
  });
  it("finds a frame by id", () => {
    expect(positionOfFrame(outline, "detail/two/goals")).toEqual({ chapterIndex: 1, pageIndex: 1, paragraphIndex: 0 });
  });
  it("finds the first paragraph of a name", () => {
    expect(positionOfFrame(outline, "goals")).toEqual({ chapterIndex: 0, pageIndex: 0, paragraphIndex: 1 });
  });
  it("answers null for an unknown id or name", () => {
    expect(positionOfFrame(outline, "detail/one/goals")).toBeNull();
    expect(positionOfFrame(outline, "missing")).toBeNull();
    expect(positionOfFrame(outline, "a/b")).toBeNull();
  });
});
