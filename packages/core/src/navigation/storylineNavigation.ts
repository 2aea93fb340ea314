/**
 * Position maths of the storyline viewer (platform-shell §4, Navigation).
 * A storyline's shape is the number of paragraphs of each page of each
 * chapter: `shape[chapter][page] = paragraphCount`. Every function is pure and
 * answers `null` where the spec says nothing happens (at the ends).
 */

export type FramePosition = {
  readonly chapterIndex: number;
  readonly pageIndex: number;
  readonly paragraphIndex: number;
};

/** Paragraph counts per page per chapter. */
export type StorylineShape = readonly (readonly number[])[];

export type NavigationMove =
  | "nextParagraph"
  | "previousParagraph"
  | "nextPage"
  | "previousPage"
  | "nextChapter"
  | "previousChapter";

/** How a frame change slides in: sideways for a chapter, vertically for a page, not at all for a paragraph. */
export type SlideDirection = "right" | "left" | "down" | "up" | "none";

export const FIRST_POSITION: FramePosition = { chapterIndex: 0, pageIndex: 0, paragraphIndex: 0 };

function position(chapterIndex: number, pageIndex: number, paragraphIndex: number): FramePosition {
  return { chapterIndex, pageIndex, paragraphIndex };
}

function pagesOf(shape: StorylineShape, chapterIndex: number): readonly number[] {
  return shape[chapterIndex] ?? [];
}

function paragraphCount(shape: StorylineShape, chapterIndex: number, pageIndex: number): number {
  return pagesOf(shape, chapterIndex)[pageIndex] ?? 0;
}

/** True when the position names an existing frame of the shape. */
export function isValidPosition(shape: StorylineShape, at: FramePosition): boolean {
  const { chapterIndex, pageIndex, paragraphIndex } = at;
  return (
    Number.isInteger(chapterIndex) &&
    Number.isInteger(pageIndex) &&
    Number.isInteger(paragraphIndex) &&
    paragraphIndex >= 0 &&
    pageIndex >= 0 &&
    chapterIndex >= 0 &&
    paragraphIndex < paragraphCount(shape, chapterIndex, pageIndex)
  );
}

/** The first frame of the next page that has paragraphs, crossing into later chapters. */
function firstFrameAfterPage(shape: StorylineShape, chapterIndex: number, pageIndex: number): FramePosition | null {
  for (let c = chapterIndex; c < shape.length; c++) {
    const pages = pagesOf(shape, c);
    for (let p = c === chapterIndex ? pageIndex + 1 : 0; p < pages.length; p++) {
      if ((pages[p] ?? 0) > 0) return position(c, p, 0);
    }
  }
  return null;
}

/** The page before, crossing into earlier chapters; `last` picks its last paragraph instead of its first. */
function framePageBefore(
  shape: StorylineShape,
  chapterIndex: number,
  pageIndex: number,
  last: boolean,
): FramePosition | null {
  for (let c = chapterIndex; c >= 0; c--) {
    const pages = pagesOf(shape, c);
    for (let p = c === chapterIndex ? pageIndex - 1 : pages.length - 1; p >= 0; p--) {
      const count = pages[p] ?? 0;
      if (count > 0) return position(c, p, last ? count - 1 : 0);
    }
  }
  return null;
}

function firstFrameOfChapter(shape: StorylineShape, chapterIndex: number): FramePosition | null {
  const pages = pagesOf(shape, chapterIndex);
  for (let p = 0; p < pages.length; p++) {
    if ((pages[p] ?? 0) > 0) return position(chapterIndex, p, 0);
  }
  return null;
}

/** Next paragraph: within the page, then the first paragraph of the next page, then the next chapter. */
export function nextParagraph(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  if (at.paragraphIndex + 1 < paragraphCount(shape, at.chapterIndex, at.pageIndex)) {
    return position(at.chapterIndex, at.pageIndex, at.paragraphIndex + 1);
  }
  return firstFrameAfterPage(shape, at.chapterIndex, at.pageIndex);
}

/** Previous paragraph: the reverse of {@link nextParagraph}, landing on the last paragraph of an earlier page. */
export function previousParagraph(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  if (at.paragraphIndex > 0) return position(at.chapterIndex, at.pageIndex, at.paragraphIndex - 1);
  return framePageBefore(shape, at.chapterIndex, at.pageIndex, true);
}

/** The first frame of the next page (of the next chapter after a chapter's last page). */
export function nextPage(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  return firstFrameAfterPage(shape, at.chapterIndex, at.pageIndex);
}

/** The first frame of the previous page (of the previous chapter's last page before a chapter's first page). */
export function previousPage(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  return framePageBefore(shape, at.chapterIndex, at.pageIndex, false);
}

/** The first frame of the next chapter. */
export function nextChapter(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  for (let c = at.chapterIndex + 1; c < shape.length; c++) {
    const first = firstFrameOfChapter(shape, c);
    if (first) return first;
  }
  return null;
}

/** The first frame of the previous chapter. */
export function previousChapter(shape: StorylineShape, at: FramePosition): FramePosition | null {
  if (!isValidPosition(shape, at)) return null;
  for (let c = at.chapterIndex - 1; c >= 0; c--) {
    const first = firstFrameOfChapter(shape, c);
    if (first) return first;
  }
  return null;
}

const moves: Record<NavigationMove, (shape: StorylineShape, at: FramePosition) => FramePosition | null> = {
  nextParagraph,
  previousParagraph,
  nextPage,
  previousPage,
  nextChapter,
  previousChapter,
};

/** Applies a named move; `null` when nothing happens. */
export function navigate(shape: StorylineShape, at: FramePosition, move: NavigationMove): FramePosition | null {
  return moves[move](shape, at);
}

/** Every move a reader can make. */
export const NAVIGATION_MOVES = Object.keys(moves) as readonly NavigationMove[];

/** Where one move from `at` leads (a paragraph, a page or a chapter, either way), each place once. */
export function positionsOneMoveAway(shape: StorylineShape, at: FramePosition): FramePosition[] {
  const reached: FramePosition[] = [];
  for (const move of NAVIGATION_MOVES) {
    const target = navigate(shape, at, move);
    if (target && !reached.some((known) => samePosition(known, target))) reached.push(target);
  }
  return reached;
}

export function canNavigateBackwards(shape: StorylineShape, at: FramePosition): boolean {
  return previousParagraph(shape, at) !== null;
}

export function canNavigateForward(shape: StorylineShape, at: FramePosition): boolean {
  return nextParagraph(shape, at) !== null;
}

/** Slide direction of a frame change: right/left for a chapter change, down/up for a page change, none otherwise. */
export function slideDirection(from: FramePosition, to: FramePosition): SlideDirection {
  if (from.chapterIndex !== to.chapterIndex) return to.chapterIndex > from.chapterIndex ? "right" : "left";
  if (from.pageIndex !== to.pageIndex) return to.pageIndex > from.pageIndex ? "down" : "up";
  return "none";
}

/** Zero-based ordinal of a frame in reading order, or -1 when the position is not a frame. */
export function frameOrdinal(shape: StorylineShape, at: FramePosition): number {
  if (!isValidPosition(shape, at)) return -1;
  let ordinal = 0;
  for (let c = 0; c < at.chapterIndex; c++) for (const count of pagesOf(shape, c)) ordinal += count;
  const pages = pagesOf(shape, at.chapterIndex);
  for (let p = 0; p < at.pageIndex; p++) ordinal += pages[p] ?? 0;
  return ordinal + at.paragraphIndex;
}

/** Number of frames in the storyline. */
export function frameCount(shape: StorylineShape): number {
  return shape.reduce((total, pages) => total + pages.reduce((sum, count) => sum + count, 0), 0);
}

export function samePosition(a: FramePosition, b: FramePosition): boolean {
  return a.chapterIndex === b.chapterIndex && a.pageIndex === b.pageIndex && a.paragraphIndex === b.paragraphIndex;
}
