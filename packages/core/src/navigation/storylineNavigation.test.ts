import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canNavigateBackwards,
  canNavigateForward,
  FIRST_POSITION,
  type FramePosition,
  frameCount,
  frameOrdinal,
  isValidPosition,
  NAVIGATION_MOVES,
  navigate,
  nextChapter,
  nextPage,
  nextParagraph,
  positionsOneMoveAway,
  previousChapter,
  previousPage,
  previousParagraph,
  type StorylineShape,
  samePosition,
  slideDirection,
} from "./storylineNavigation";

const at = (chapterIndex: number, pageIndex: number, paragraphIndex: number): FramePosition => ({
  chapterIndex,
  pageIndex,
  paragraphIndex,
});

// Chapter 0: pages of 2 and 1 paragraphs; chapter 1: one page of 3 paragraphs; chapter 2: pages of 1 and 2.
const shape: StorylineShape = [[2, 1], [3], [1, 2]];

/** Every frame in reading order. */
function framesOf(s: StorylineShape): FramePosition[] {
  return s.flatMap((pages, c) => pages.flatMap((count, p) => Array.from({ length: count }, (_, q) => at(c, p, q))));
}

describe("nextParagraph", () => {
  it("moves within the page first", () => {
    expect(nextParagraph(shape, at(0, 0, 0))).toEqual(at(0, 0, 1));
  });
  it("then goes to the first paragraph of the next page", () => {
    expect(nextParagraph(shape, at(0, 0, 1))).toEqual(at(0, 1, 0));
  });
  it("then to the next chapter", () => {
    expect(nextParagraph(shape, at(0, 1, 0))).toEqual(at(1, 0, 0));
    expect(nextParagraph(shape, at(1, 0, 2))).toEqual(at(2, 0, 0));
  });
  it("does nothing at the last frame", () => {
    expect(nextParagraph(shape, at(2, 1, 1))).toBeNull();
  });
});

describe("previousParagraph", () => {
  it("moves within the page first", () => {
    expect(previousParagraph(shape, at(1, 0, 2))).toEqual(at(1, 0, 1));
  });
  it("then goes to the last paragraph of the previous page", () => {
    expect(previousParagraph(shape, at(0, 1, 0))).toEqual(at(0, 0, 1));
  });
  it("then to the last frame of the previous chapter", () => {
    expect(previousParagraph(shape, at(1, 0, 0))).toEqual(at(0, 1, 0));
    expect(previousParagraph(shape, at(2, 0, 0))).toEqual(at(1, 0, 2));
  });
  it("does nothing at the first frame", () => {
    expect(previousParagraph(shape, FIRST_POSITION)).toBeNull();
  });
});

describe("page moves go to the first frame of the page", () => {
  it("next page within a chapter and across chapters", () => {
    expect(nextPage(shape, at(0, 0, 1))).toEqual(at(0, 1, 0));
    expect(nextPage(shape, at(0, 1, 0))).toEqual(at(1, 0, 0));
    expect(nextPage(shape, at(1, 0, 2))).toEqual(at(2, 0, 0));
  });
  it("previous page within a chapter and across chapters", () => {
    expect(previousPage(shape, at(2, 1, 1))).toEqual(at(2, 0, 0));
    expect(previousPage(shape, at(2, 0, 0))).toEqual(at(1, 0, 0));
    expect(previousPage(shape, at(1, 0, 2))).toEqual(at(0, 1, 0));
  });
  it("nothing at the ends", () => {
    expect(nextPage(shape, at(2, 1, 0))).toBeNull();
    expect(previousPage(shape, at(0, 0, 1))).toBeNull();
  });
});

describe("chapter moves go to the first frame of the chapter", () => {
  it("next and previous chapter", () => {
    expect(nextChapter(shape, at(0, 1, 0))).toEqual(at(1, 0, 0));
    expect(nextChapter(shape, at(1, 0, 1))).toEqual(at(2, 0, 0));
    expect(previousChapter(shape, at(2, 1, 1))).toEqual(at(1, 0, 0));
    expect(previousChapter(shape, at(1, 0, 2))).toEqual(at(0, 0, 0));
  });
  it("nothing at the ends", () => {
    expect(nextChapter(shape, at(2, 0, 0))).toBeNull();
    expect(previousChapter(shape, at(0, 1, 0))).toBeNull();
  });
});

describe("canNavigateBackwards / canNavigateForward", () => {
  it("are derived from the position", () => {
    expect(canNavigateBackwards(shape, FIRST_POSITION)).toBe(false);
    expect(canNavigateForward(shape, FIRST_POSITION)).toBe(true);
    expect(canNavigateBackwards(shape, at(2, 1, 1))).toBe(true);
    expect(canNavigateForward(shape, at(2, 1, 1))).toBe(false);
  });
  it("a single-frame storyline can go nowhere", () => {
    expect(canNavigateBackwards([[1]], FIRST_POSITION)).toBe(false);
    expect(canNavigateForward([[1]], FIRST_POSITION)).toBe(false);
  });
});

describe("invalid positions and empty pages", () => {
  it("refuses to move from a position that is not a frame", () => {
    for (const move of NAVIGATION_MOVES) {
      expect(navigate(shape, at(5, 0, 0), move)).toBeNull();
      expect(navigate(shape, at(0, 0, -1), move)).toBeNull();
      expect(navigate(shape, at(0, 0, 0.5), move)).toBeNull();
    }
  });
  it("skips pages and chapters without paragraphs", () => {
    const gappy: StorylineShape = [[1, 0], [], [0, 2]];
    expect(nextParagraph(gappy, at(0, 0, 0))).toEqual(at(2, 1, 0));
    expect(previousParagraph(gappy, at(2, 1, 0))).toEqual(at(0, 0, 0));
    expect(nextChapter(gappy, at(0, 0, 0))).toEqual(at(2, 1, 0));
    expect(previousPage(gappy, at(2, 1, 1))).toEqual(at(0, 0, 0));
  });
});

describe("slideDirection", () => {
  it("is sideways for a chapter change, vertical for a page change, none for a paragraph change", () => {
    expect(slideDirection(at(0, 1, 0), at(1, 0, 0))).toBe("right");
    expect(slideDirection(at(1, 0, 0), at(0, 1, 0))).toBe("left");
    expect(slideDirection(at(0, 0, 1), at(0, 1, 0))).toBe("down");
    expect(slideDirection(at(0, 1, 0), at(0, 0, 1))).toBe("up");
    expect(slideDirection(at(0, 0, 0), at(0, 0, 1))).toBe("none");
  });
});

const shapes = fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 0, maxLength: 4 }), {
  minLength: 1,
  maxLength: 5,
});

describe("properties over every shape and every frame", () => {
  it("nextParagraph visits every frame once, in reading order, and previousParagraph reverses it", () => {
    fc.assert(
      fc.property(shapes, (s) => {
        const frames = framesOf(s);
        frames.forEach((frame, index) => {
          expect(frameOrdinal(s, frame)).toBe(index);
          const next = nextParagraph(s, frame);
          expect(next).toEqual(frames[index + 1] ?? null);
          if (next) expect(previousParagraph(s, next)).toEqual(frame);
        });
        expect(frameCount(s)).toBe(frames.length);
      }),
    );
  });

  it("every move lands on a valid frame or does nothing", () => {
    fc.assert(
      fc.property(shapes, (s) => {
        for (const frame of framesOf(s)) {
          for (const move of NAVIGATION_MOVES) {
            const target = navigate(s, frame, move);
            if (target === null) continue;
            expect(isValidPosition(s, target)).toBe(true);
            expect(samePosition(target, frame)).toBe(false);
            const forward = move.startsWith("next");
            expect(frameOrdinal(s, target) > frameOrdinal(s, frame)).toBe(forward);
            if (move.endsWith("Page") || move.endsWith("Chapter")) expect(target.paragraphIndex).toBe(0);
            if (move.endsWith("Chapter")) expect(target.chapterIndex).not.toBe(frame.chapterIndex);
          }
        }
      }),
    );
  });

  it("forward and backward availability match the first and last frames", () => {
    fc.assert(
      fc.property(shapes, (s) => {
        const frames = framesOf(s);
        frames.forEach((frame, index) => {
          expect(canNavigateBackwards(s, frame)).toBe(index > 0);
          expect(canNavigateForward(s, frame)).toBe(index < frames.length - 1);
        });
      }),
    );
  });
});

describe("positionsOneMoveAway", () => {
  it("gives every move's target once, and nothing from a position that is not a frame", () => {
    expect(NAVIGATION_MOVES).toEqual([
      "nextParagraph",
      "previousParagraph",
      "nextPage",
      "previousPage",
      "nextChapter",
      "previousChapter",
    ]);
    const reached = positionsOneMoveAway(shape, at(0, 0, 0));
    const expected = NAVIGATION_MOVES.flatMap((move) => navigate(shape, at(0, 0, 0), move) ?? []);
    expect(reached.length).toBeGreaterThan(0);
    for (const target of expected) expect(reached.filter((one) => samePosition(one, target))).toHaveLength(1);
    expect(positionsOneMoveAway(shape, at(5, 0, 0))).toEqual([]);
  });
});
