import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import { messages } from "@storyframe/core";
import { useRef } from "react";
import { useStore } from "zustand";
import { usePreferences } from "../preferences/usePreferences";
import { FrameCanvas } from "./FrameCanvas";
import { useSidewaysScrollCues } from "./sidewaysScrollCues";
import { frameAnimationKeyframes, frameEnterAnimation } from "./slideAnimation";
import type { StorylineDocument } from "./storylineApi";
import { frameScopeId, type StorylineFrame } from "./storylineFrames";
import type { StorylineSession } from "./storylineSession";
import { useFrameDataSources } from "./useFrameDataSources";

type FrameStageProps = { document: StorylineDocument; session: StorylineSession; frame: StorylineFrame };

/** How far the edge of a sideways-scrolling region fades while more lies beyond it. */
const FADE = "48px";
const faded = "rgba(0, 0, 0, 0.2)";

/**
 * Regions of the frame that scroll sideways show it: the edge past which more lies fades out (a mask, so it
 * shows over opaque cells too), and the scrollbar stays visible.
 */
const scrollCueStyle = {
  "& [data-scroll-cue='frame'][data-more-right='true']": {
    maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), ${faded})`,
  },
  "& [data-scroll-cue='frame'][data-more-left='true']": {
    maskImage: `linear-gradient(to left, #000 calc(100% - ${FADE}), ${faded})`,
  },
  "& [data-scroll-cue='frame'][data-more-left='true'][data-more-right='true']": {
    maskImage: `linear-gradient(to right, ${faded}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${faded})`,
  },
  "& [data-scroll-cue='frame']::-webkit-scrollbar": { height: 10 },
  "& [data-scroll-cue='frame']::-webkit-scrollbar-thumb": {
    backgroundColor: "rgba(15, 23, 42, 0.32)",
    borderRadius: 5,
    border: "2px solid transparent",
    backgroundClip: "padding-box",
  },
  "& [data-scroll-cue='frame']::-webkit-scrollbar-track": { backgroundColor: "rgba(15, 23, 42, 0.04)" },
} as const;

/** The current frame on its card, sliding in as the user's preference says, with a bar while its data loads. */
export function FrameStage({ document, session, frame }: FrameStageProps) {
  const { preferences } = usePreferences();
  const direction = useStore(session.navigation, (state) => state.direction);
  const changes = useStore(session.navigation, (state) => state.changes);
  const { loading, failedWithoutData } = useFrameDataSources(frame.dataSources);
  const animation = frameEnterAnimation(preferences.slideTransitionAnimationStyle, direction);
  const stage = useRef<HTMLDivElement>(null);
  useSidewaysScrollCues(stage);

  return (
    <Paper
      ref={stage}
      variant="outlined"
      className="sf-frame-stage"
      sx={{ position: "relative", overflow: "hidden", minHeight: 320, borderRadius: 2, ...scrollCueStyle }}
    >
      <style>{frameAnimationKeyframes}</style>
      <Box sx={{ position: "absolute", insetInline: 0, top: 0, height: 3 }}>
        {loading ? <LinearProgress aria-label="Loading data" sx={{ height: 3 }} /> : null}
      </Box>
      <Box
        key={changes}
        className="sf-frame-stage__frame"
        data-frame-id={frame.id}
        aria-busy={loading}
        // The frame keeps most of the width it gets: 24 px of padding, not more, on wide screens.
        sx={{ p: { xs: 2, sm: 3 }, ...(animation ? { animation } : {}) }}
      >
        {failedWithoutData ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {messages.dataFetchFailed} {messages.dataFetchFailedHint}
          </Alert>
        ) : null}
        <FrameCanvas
          document={document}
          templateName={frame.templateName}
          dataSources={frame.dataSources}
          scopeId={frameScopeId(frame)}
        />
      </Box>
    </Paper>
  );
}
