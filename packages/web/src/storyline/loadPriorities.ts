import { type FramePosition, type StorylineFilter, samePosition } from "@storyframe/core";
import type { LoadPriorities } from "./dataSourceController";
import type { StorylineFrame } from "./storylineFrames";

/**
 * What to load first at a position: the frame's own data sources; next the neighbouring frames' (the reader's
 * likely next step) and the filters' option lists (shown, but not needed to paint the frame).
 */
export function loadPrioritiesAt(
  frames: readonly StorylineFrame[],
  position: FramePosition,
  filters: readonly StorylineFilter[],
): LoadPriorities {
  const index = frames.findIndex((frame) => samePosition(frame.position, position));
  const neighbours = [frames[index - 1], frames[index + 1]].flatMap((frame) => frame?.dataSources ?? []);
  const options = filters.flatMap((filter) => (filter.optionsFrom ? [filter.optionsFrom.dataSource] : []));
  return { visible: frames[index]?.dataSources ?? [], next: [...new Set([...options, ...neighbours])] };
}
