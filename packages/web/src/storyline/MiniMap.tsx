import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { CanvasRuntimeProvider, readOnlyRuntime, useCanvasRuntime } from "@storyframe/canvas";
import { memo, useMemo } from "react";
import { FrameCanvas } from "./FrameCanvas";
import type { StorylineDocument } from "./storylineApi";
import { frameScopeId, type StorylineFrame } from "./storylineFrames";
import type { StorylineSession } from "./storylineSession";

type MiniMapProps = { document: StorylineDocument; session: StorylineSession; current: StorylineFrame };

// One static style for every entry (the current one is told apart by a class), so moving
// between frames changes a class instead of generating styles.
const entryStyle = {
  display: "block",
  width: "100%",
  textAlign: "left",
  px: 2,
  py: 0.75,
  pl: 3,
  borderLeft: 3,
  borderColor: "transparent",
  color: "text.primary",
  typography: "body2",
  "&:hover": { bgcolor: "action.hover" },
  "&.is-current": { borderColor: "primary.main", bgcolor: "action.selected", color: "primary.main", fontWeight: 600 },
  "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
} as const;

const PREVIEW_WIDTH = 320;
const PREVIEW_HEIGHT = 200;
const PREVIEW_SCALE = 0.4;

/**
 * The storyline's map (platform-shell §2): 'Chapter n', 'Page n' and the
 * paragraph titles; hovering a title previews its frame, clicking goes there.
 */
export function MiniMap({ document, session, current }: MiniMapProps) {
  return (
    <Paper
      component="nav"
      aria-label="Storyline map"
      variant="outlined"
      className="sf-minimap"
      sx={{
        width: 248,
        flexShrink: 0,
        position: "sticky",
        top: 16,
        maxHeight: "calc(100vh - 112px)",
        overflowY: "auto",
        borderRadius: 2,
        py: 1.5,
        display: { xs: "none", md: "block" },
      }}
    >
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {document.chapters.map((chapter, chapterIndex) => (
          <Box component="li" key={chapter.name} sx={{ mb: 1 }}>
            <Typography variant="overline" component="p" sx={{ px: 2, color: "text.secondary", lineHeight: 2 }}>
              Chapter {chapterIndex + 1}
            </Typography>
            <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
              {chapter.pages.map((page, pageIndex) => (
                <Box component="li" key={page.name}>
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ px: 2, pt: 0.5, color: "text.secondary", fontWeight: 600 }}
                  >
                    Page {pageIndex + 1}
                  </Typography>
                  <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
                    {session.frames
                      .filter((f) => f.position.chapterIndex === chapterIndex && f.position.pageIndex === pageIndex)
                      .map((frame) => (
                        <Box component="li" key={frame.id}>
                          <MiniMapEntry
                            document={document}
                            session={session}
                            frame={frame}
                            isCurrent={frame.id === current.id}
                          />
                        </Box>
                      ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

type MiniMapEntryProps = {
  document: StorylineDocument;
  session: StorylineSession;
  frame: StorylineFrame;
  isCurrent: boolean;
};

// Memoised: moving to another frame re-renders only the two entries whose highlight changes.
const MiniMapEntry = memo(function MiniMapEntry({ document, session, frame, isCurrent }: MiniMapEntryProps) {
  const onSelect = () => session.navigation.getState().goTo(frame.position);
  return (
    <Tooltip
      placement="left"
      enterDelay={200}
      enterNextDelay={200}
      slotProps={{
        tooltip: { sx: { bgcolor: "background.paper", color: "text.primary", boxShadow: 6, p: 1, maxWidth: "none" } },
      }}
      title={<FramePreview document={document} frame={frame} />}
    >
      <ButtonBase
        onClick={onSelect}
        aria-current={isCurrent ? "step" : undefined}
        className={isCurrent ? "is-current" : undefined}
        sx={entryStyle}
      >
        {frame.title}
      </ButtonBase>
    </Tooltip>
  );
});

/** A small, live rendering of a frame, shown while its map entry is hovered. */
function FramePreview({ document, frame }: { document: StorylineDocument; frame: StorylineFrame }) {
  // The preview shows the live parameters but must never change them (decision 060).
  const live = useCanvasRuntime();
  const runtime = useMemo(() => readOnlyRuntime(live), [live]);
  return (
    <Box sx={{ width: PREVIEW_WIDTH }}>
      <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {frame.title}
      </Typography>
      {/* inert as well as hidden: the preview's inputs and buttons must not take focus or clicks. */}
      <Box
        aria-hidden
        inert
        className="sf-minimap__preview"
        sx={{
          width: PREVIEW_WIDTH,
          height: PREVIEW_HEIGHT,
          overflow: "hidden",
          pointerEvents: "none",
          borderRadius: 1,
          border: 1,
          borderColor: "divider",
        }}
      >
        <Box
          sx={{
            width: PREVIEW_WIDTH / PREVIEW_SCALE,
            transform: `scale(${PREVIEW_SCALE})`,
            transformOrigin: "top left",
            p: 3,
          }}
        >
          <CanvasRuntimeProvider runtime={runtime}>
            <FrameCanvas
              document={document}
              templateName={frame.templateName}
              dataSources={frame.dataSources}
              scopeId={frameScopeId(frame)}
              frameData={frame.data}
            />
          </CanvasRuntimeProvider>
        </Box>
      </Box>
    </Box>
  );
}
