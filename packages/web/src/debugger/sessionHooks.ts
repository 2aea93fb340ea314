import type { CanvasSnapshot } from "@storyframe/canvas";
import type { FramePosition } from "@storyframe/core";
import { useSyncExternalStore } from "react";
import { useStore } from "zustand";
import type { StorylineSession } from "../storyline/storylineSession";

/** The live parameters, frame data and data source results of a storyline the viewer shows. */
export function useSessionSnapshot(session: StorylineSession): CanvasSnapshot {
  return useSyncExternalStore(session.controller.subscribe, session.controller.getSnapshot);
}

/** The viewer's current position in the storyline. */
export function useSessionPosition(session: StorylineSession): FramePosition {
  return useStore(session.navigation, (state) => state.position);
}
