import type { FramePosition, StorylineShape } from "./storylineNavigation";

/** The names of a storyline's chapters, pages and paragraphs: enough to navigate by name or id. */
export type StorylineOutline = readonly {
  readonly name: string;
  readonly pages: readonly { readonly name: string; readonly paragraphs: readonly { readonly name: string }[] }[];
}[];

export function shapeOf(outline: StorylineOutline): StorylineShape {
  return outline.map((chapter) => chapter.pages.map((page) => page.paragraphs.length));
}

/** A frame's id: its chapter, page and paragraph names joined by '/'. Unique within a storyline. */
export function frameId(outline: StorylineOutline, at: FramePosition): string | null {
  const chapter = outline[at.chapterIndex];
  const page = chapter?.pages[at.pageIndex];
  const paragraph = page?.paragraphs[at.paragraphIndex];
  if (!chapter || !page || !paragraph) return null;
  return `${chapter.name}/${page.name}/${paragraph.name}`;
}

/**
 * The position of a frame named by its id (`chapter/page/paragraph`) or by a
 * paragraph name alone (the first paragraph of that name in reading order);
 * `null` when there is no such frame.
 */
export function positionOfFrame(outline: StorylineOutline, idOrName: string): FramePosition | null {
  const parts = idOrName.split("/");
  for (let c = 0; c < outline.length; c++) {
    const chapter = outline[c];
    if (!chapter) continue;
    for (let p = 0; p < chapter.pages.length; p++) {
      const page = chapter.pages[p];
      if (!page) continue;
      for (let q = 0; q < page.paragraphs.length; q++) {
        const name = page.paragraphs[q]?.name;
        const matches =
          parts.length === 3
            ? parts[0] === chapter.name && parts[1] === page.name && parts[2] === name
            : parts.length === 1 && idOrName === name;
        if (matches) return { chapterIndex: c, pageIndex: p, paragraphIndex: q };
      }
    }
  }
  return null;
}
