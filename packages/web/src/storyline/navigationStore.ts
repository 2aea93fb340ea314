import {
  FIRST_POSITION,
  type FramePosition,
  type NavigationMove,
  navigate,
  positionOfFrame,
  type SlideDirection,
  type StorylineOutline,
  samePosition,
  shapeOf,
  slideDirection,
} from "@storyframe/core";
import { createStore, type StoreApi } from "zustand/vanilla";

type NavigationState = {
  position: FramePosition;
  /** How the current frame came in (for the slide animation). */
  direction: SlideDirection;
  /** Counts frame changes, so an animation restarts even when two moves have the same direction. */
  changes: number;
  goTo(position: FramePosition): void;
  move(move: NavigationMove): boolean;
  /** Goes to a frame named by id (`chapter/page/paragraph`) or paragraph name; false (and a console line) when none. */
  goToFrame(idOrName: string): boolean;
};

export type NavigationStore = StoreApi<NavigationState>;

/** The viewer's position in one storyline; it starts at `start` (the address's frame) or the first frame. */
export function createNavigationStore(
  outline: StorylineOutline,
  start: FramePosition = FIRST_POSITION,
): NavigationStore {
  const shape = shapeOf(outline);
  return createStore<NavigationState>()((set, get) => {
    const goTo = (position: FramePosition) => {
      const current = get().position;
      if (samePosition(current, position)) return;
      set({ position, direction: slideDirection(current, position), changes: get().changes + 1 });
    };
    return {
      position: start,
      direction: "none",
      changes: 0,
      goTo,
      move: (move) => {
        const target = navigate(shape, get().position, move);
        if (!target) return false;
        goTo(target);
        return true;
      },
      goToFrame: (idOrName) => {
        const target = positionOfFrame(outline, idOrName);
        if (!target) {
          console.warn(`Navigation: no slide was found with the id or name '${idOrName}'.`);
          return false;
        }
        goTo(target);
        return true;
      },
    };
  });
}
