import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { NavigationMove } from "@storyframe/core";
import type { StorylineFrame } from "./storylineFrames";

type FrameToolbarProps = {
  storylineTitle: string;
  frame: StorylineFrame;
  frameNumber: number;
  frameCount: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onMove: (move: NavigationMove) => void;
};

/** The frame's title, where it sits in the storyline, and previous/next buttons for pointer users. */
export function FrameToolbar(props: FrameToolbarProps) {
  const { storylineTitle, frame, frameNumber, frameCount, canGoBack, canGoForward, onMove } = props;
  return (
    <Box className="sf-frame-toolbar" sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The storyline is the page's heading, the frame a section of it: templates' headings start at h3. */}
        <Typography
          variant="overline"
          color="text.secondary"
          noWrap
          component="h1"
          sx={{ display: "block", lineHeight: 1.6 }}
        >
          {storylineTitle}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }} data-testid="frame-title">
          {frame.title}
        </Typography>
      </Box>
      {frameCount > 1 ? (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="frame-position">
            {frameNumber} / {frameCount}
          </Typography>
          <Tooltip title="Previous (↑)">
            <span>
              <IconButton aria-label="Previous frame" disabled={!canGoBack} onClick={() => onMove("previousParagraph")}>
                <KeyboardArrowUpIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Next (↓)">
            <span>
              <IconButton aria-label="Next frame" disabled={!canGoForward} onClick={() => onMove("nextParagraph")}>
                <KeyboardArrowDownIcon />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : null}
    </Box>
  );
}
