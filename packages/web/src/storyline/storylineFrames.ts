import { type FramePosition, positionsOneMoveAway, type StorylineShape, samePosition } from "@storyframe/core";
import type { StorylineDocument } from "./storylineApi";

/** One frame of a storyline: a paragraph with where it sits and what it shows (platform-shell §3, Frame). */
export type StorylineFrame = {
  id: string;
  position: FramePosition;
  chapterName: string;
  pageName: string;
  name: string;
  title: string;
  templateName: string;
  data: Readonly<Record<string, unknown>>;
  /** Data sources named by the paragraph, its page and its chapter. */
  dataSources: readonly string[];
};

/** Every frame in reading order. */
export function framesOf(document: StorylineDocument): StorylineFrame[] {
  return document.chapters.flatMap((chapter, chapterIndex) =>
    chapter.pages.flatMap((page, pageIndex) =>
      page.paragraphs.map((paragraph, paragraphIndex) => ({
        id: `${chapter.name}/${page.name}/${paragraph.name}`,
        position: { chapterIndex, pageIndex, paragraphIndex },
        chapterName: chapter.name,
        pageName: page.name,
        name: paragraph.name,
        title: paragraph.title || paragraph.name,
        templateName: paragraph.templateName,
        data: paragraph.data,
        dataSources: [
          ...new Set([
            ...chapter.dataSources,
            ...page.dataSources,
            ...paragraph.dataSources,
            ...paragraph.slots.map((slot) => slot.dataSource),
          ]),
        ],
      })),
    ),
  );
}

/** The frames one move away from `at` (a paragraph, a page or a chapter, either way): where the reader may go next. */
export function framesOneMoveAway(
  frames: readonly StorylineFrame[],
  shape: StorylineShape,
  at: FramePosition,
): StorylineFrame[] {
  const targets = positionsOneMoveAway(shape, at);
  return frames.filter((frame) => targets.some((target) => samePosition(frame.position, target)));
}

export function frameAt(frames: readonly StorylineFrame[], at: FramePosition): StorylineFrame | undefined {
  return frames.find(
    (frame) =>
      frame.position.chapterIndex === at.chapterIndex &&
      frame.position.pageIndex === at.pageIndex &&
      frame.position.paragraphIndex === at.paragraphIndex,
  );
}

/**
 * The id that scopes a frame's template CSS. Frames (and their mini-map previews) showing the same template
 * share it, so they share one stylesheet and moving between them restyles nothing.
 */
export function frameScopeId(frame: StorylineFrame): string {
  return `template:${frame.templateName}`;
}
