import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { CanvasRuntimeProvider, readOnlyRuntime, useCanvasRuntime } from "@storyframe/canvas";
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { FrameCanvas } from "./FrameCanvas";
import { readMiniMapCollapsed, storeMiniMapCollapsed } from "./miniMapCollapse";
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

const MAP_WIDTH = 248;
const RAIL_WIDTH = 44;
/** The preview fits the map's column, so it never covers the frame; the frame is drawn 800 px wide and scaled. */
const PREVIEW_WIDTH = MAP_WIDTH - 16;
const PREVIEW_SCALE = PREVIEW_WIDTH / 800;
const PREVIEW_HEIGHT = Math.round(PREVIEW_WIDTH * 0.625);
/** A preview opens once the pointer rests on a title, not while it passes over the map on its way elsewhere. */
export const PREVIEW_DELAY_MS = 400;
const PREVIEW_GAP = 6;

/** A preview on screen: its frame and where it stands, beside the hovered entry within the map's column. */
type OpenPreview = { frame: StorylineFrame; top: number; left: number; above: boolean };

/**
 * The storyline's map (platform-shell §2): 'Chapter n', 'Page n' and the paragraph titles; resting on a title
 * previews its frame within the map's column, clicking goes there. It collapses to a narrow rail (remembered)
 * to give the frame the width.
 */
export function MiniMap({ document, session, current }: MiniMapProps) {
  const [collapsed, setCollapsed] = useState(readMiniMapCollapsed);
  const listId = useId();
  const toggle = () => {
    storeMiniMapCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  const { preview, hover, leave } = usePreview();

  return (
    <Paper
      component="nav"
      aria-label="Storyline map"
      variant="outlined"
      className={collapsed ? "sf-minimap sf-minimap--collapsed" : "sf-minimap"}
      sx={{
        width: collapsed ? RAIL_WIDTH : MAP_WIDTH,
        flexShrink: 0,
        position: "sticky",
        top: 16,
        maxHeight: "calc(100vh - 112px)",
        overflowY: "auto",
        borderRadius: 2,
        pt: 0.5,
        pb: collapsed ? 0.5 : 1.5,
        display: { xs: "none", md: "block" },
      }}
    >
      <Box sx={{ display: "flex", justifyContent: collapsed ? "center" : "flex-end", px: collapsed ? 0 : 0.5 }}>
        <IconButton
          size="small"
          aria-label={collapsed ? "Show storyline map" : "Hide storyline map"}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={toggle}
        >
          {collapsed ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      </Box>
      <Box component="ol" id={listId} hidden={collapsed} sx={{ listStyle: "none", m: 0, p: 0 }}>
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
                            session={session}
                            frame={frame}
                            isCurrent={frame.id === current.id}
                            onHover={hover}
                            onLeave={leave}
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
      {preview && !collapsed ? <FramePreview document={document} preview={preview} /> : null}
    </Paper>
  );
}

/** The open preview: it opens after the pointer rests on an entry (or an entry takes focus) and closes on leaving. */
function usePreview() {
  const [preview, setPreview] = useState<OpenPreview | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hover = useCallback((frame: StorylineFrame, entry: HTMLElement, at: "now" | "after delay") => {
    clearTimeout(timer.current);
    const open = () => {
      const box = entry.getBoundingClientRect();
      const map = entry.closest(".sf-minimap")?.getBoundingClientRect() ?? box;
      const above = box.bottom + PREVIEW_GAP + PREVIEW_HEIGHT + 40 > window.innerHeight;
      setPreview({
        frame,
        left: map.left + (map.width - PREVIEW_WIDTH) / 2 - 8,
        top: above ? box.top - PREVIEW_GAP : box.bottom + PREVIEW_GAP,
        above,
      });
    };
    if (at === "now") open();
    else timer.current = setTimeout(open, PREVIEW_DELAY_MS);
  }, []);
  const leave = useCallback(() => {
    clearTimeout(timer.current);
    setPreview(null);
  }, []);
  return { preview, hover, leave };
}

type MiniMapEntryProps = {
  session: StorylineSession;
  frame: StorylineFrame;
  isCurrent: boolean;
  onHover: (frame: StorylineFrame, entry: HTMLElement, at: "now" | "after delay") => void;
  onLeave: () => void;
};

// Memoised: moving to another frame re-renders only the two entries whose highlight changes.
const MiniMapEntry = memo(function MiniMapEntry({ session, frame, isCurrent, onHover, onLeave }: MiniMapEntryProps) {
  const onSelect = () => {
    onLeave();
    session.navigation.getState().goTo(frame.position);
  };
  return (
    <ButtonBase
      onClick={onSelect}
      onPointerEnter={(event) => onHover(frame, event.currentTarget, "after delay")}
      onPointerLeave={onLeave}
      onFocus={(event) => {
        // Keyboard focus previews at once; a click's focus leaves it to the pointer.
        if (event.currentTarget.matches(":focus-visible")) onHover(frame, event.currentTarget, "now");
      }}
      onBlur={onLeave}
      aria-current={isCurrent ? "step" : undefined}
      className={isCurrent ? "is-current" : undefined}
      sx={entryStyle}
    >
      {frame.title}
    </ButtonBase>
  );
});

/** A small, live rendering of a frame, shown beside its map entry within the map's column. */
function FramePreview({ document, preview }: { document: StorylineDocument; preview: OpenPreview }) {
  const { frame } = preview;
  // The preview shows the live parameters but must never change them (decision 060).
  const live = useCanvasRuntime();
  const runtime = useMemo(() => readOnlyRuntime(live), [live]);
  return (
    <Box
      role="tooltip"
      className="sf-minimap__preview-card"
      sx={{
        position: "fixed",
        top: preview.top,
        left: preview.left,
        transform: preview.above ? "translateY(-100%)" : undefined,
        zIndex: "tooltip",
        p: 1,
        borderRadius: 1.5,
        bgcolor: "background.paper",
        color: "text.primary",
        boxShadow: 6,
        pointerEvents: "none",
      }}
    >
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
