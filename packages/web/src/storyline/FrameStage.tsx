import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import { messages } from "@storyframe/core";
import { useStore } from "zustand";
import { usePreferences } from "../preferences/usePreferences";
import { FrameCanvas } from "./FrameCanvas";
import { frameAnimationKeyframes, frameEnterAnimation } from "./slideAnimation";
import type { StorylineDocument } from "./storylineApi";
import { frameScopeId, type StorylineFrame } from "./storylineFrames";
import type { StorylineSession } from "./storylineSession";
import { useFrameDataSources } from "./useFrameDataSources";

type FrameStageProps = { document: StorylineDocument; session: StorylineSession; frame: StorylineFrame };

/** The current frame on its card, sliding in as the user's preference says, with a bar while its data loads. */
export function FrameStage({ document, session, frame }: FrameStageProps) {
  const { preferences } = usePreferences();
  const direction = useStore(session.navigation, (state) => state.direction);
  const changes = useStore(session.navigation, (state) => state.changes);
  const { loading, failedWithoutData } = useFrameDataSources(frame.dataSources);
  const animation = frameEnterAnimation(preferences.slideTransitionAnimationStyle, direction);

  return (
    <Paper
      variant="outlined"
      className="sf-frame-stage"
      sx={{ position: "relative", overflow: "hidden", minHeight: 320, borderRadius: 2 }}
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
        sx={{ p: { xs: 2, sm: 3, md: 4 }, ...(animation ? { animation } : {}) }}
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
