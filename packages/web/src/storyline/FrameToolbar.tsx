import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { NavigationMove } from "@storyframe/core";
import type { ReactNode } from "react";
import { DelayedHint } from "../shell/DelayedHint";
import type { StorylineFrame } from "./storylineFrames";

type FrameToolbarProps = {
  storylineTitle: string;
  frame: StorylineFrame;
  frameNumber: number;
  frameCount: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onMove: (move: NavigationMove) => void;
  /** Actions on the frame shown beside its title (the Export button). */
  actions?: ReactNode;
};

/** Height of the phone's navigation bar, kept free below the frame so the bar never covers its end. */
const PHONE_BAR_HEIGHT = 56;

const phone = (theme: Theme) => theme.breakpoints.down("sm");

/**
 * On a phone the previous/next buttons leave the title line for a bar fixed to the bottom of the
 * screen, so a tall frame can be left without scrolling back up to its title.
 */
const navigationSx = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  gap: 1.5,
  [phone(theme)]: {
    position: "fixed",
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.appBar,
    minHeight: PHONE_BAR_HEIGHT,
    justifyContent: "space-between",
    px: 2,
    pb: "env(safe-area-inset-bottom)",
    bgcolor: "background.paper",
    borderTop: 1,
    borderColor: "divider",
    boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.08)",
  },
});

/** The position sits between the buttons on a phone; the buttons keep their order for the keyboard. */
const positionSx = (theme: Theme) => ({ [phone(theme)]: { order: 1 } });
const previousSx = (theme: Theme) => ({ [phone(theme)]: { order: 0 } });
const nextSx = (theme: Theme) => ({ [phone(theme)]: { order: 2 } });

/** The frame's title, where it sits in the storyline, and previous/next buttons for pointer users. */
export function FrameToolbar(props: FrameToolbarProps) {
  const { storylineTitle, frame, frameNumber, frameCount, canGoBack, canGoForward, onMove, actions } = props;
  const navigates = frameCount > 1;
  return (
    <Box
      className="sf-frame-toolbar"
      sx={(theme) => ({
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        mb: 1.5,
        // The frame follows the toolbar: on a phone its end stays clear of the fixed bar.
        ...(navigates ? { [phone(theme)]: { "& ~ *:last-child": { mb: `${PHONE_BAR_HEIGHT + 16}px` } } } : {}),
      })}
    >
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
      {actions}
      {navigates ? (
        <Box
          component="nav"
          aria-label="Frames"
          className="sf-frame-toolbar__navigation"
          data-testid="frame-navigation"
          sx={navigationSx}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            data-testid="frame-position"
            sx={positionSx}
          >
            {frameNumber} / {frameCount}
          </Typography>
          <DelayedHint title="Previous (↑)">
            <Box component="span" sx={previousSx}>
              <IconButton aria-label="Previous frame" disabled={!canGoBack} onClick={() => onMove("previousParagraph")}>
                <KeyboardArrowUpIcon />
              </IconButton>
            </Box>
          </DelayedHint>
          <DelayedHint title="Next (↓)">
            <Box component="span" sx={nextSx}>
              <IconButton aria-label="Next frame" disabled={!canGoForward} onClick={() => onMove("nextParagraph")}>
                <KeyboardArrowDownIcon />
              </IconButton>
            </Box>
          </DelayedHint>
        </Box>
      ) : null}
    </Box>
  );
}
