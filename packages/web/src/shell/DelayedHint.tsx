import Box from "@mui/material/Box";
import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import { type ReactElement, useEffect, useRef, useState } from "react";

/**
 * A short label shown under its control once the pointer has rested on it (or the keyboard has focused it) for the
 * specification's hover delay, and hidden when the pointer leaves, after `leaveDelayMs` (none unless given: only
 * the side menu's pin button keeps its hint a while); Escape hides it at once. It looks like MUI's Tooltip without
 * Popper and its transitions, which the shell's and the viewer's first download would otherwise carry for a few
 * hints under icon buttons.
 */
export function DelayedHint(props: {
  readonly title: string;
  readonly leaveDelayMs?: number;
  readonly children: ReactElement;
}) {
  const leaveDelayMs = props.leaveDelayMs ?? 0;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const showAfterDelay = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_HOVER_DELAY_MS);
  };
  const hideAfterDelay = () => {
    if (leaveDelayMs === 0) return hide();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), leaveDelayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Box
      component="span"
      sx={{ position: "relative", display: "inline-flex" }}
      onMouseOver={showAfterDelay}
      onMouseLeave={hideAfterDelay}
      // A focus the keyboard gave; a click's focus leaves the hint to the hover.
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) showAfterDelay();
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === "Escape") hide();
      }}
    >
      {props.children}
      {open ? (
        <Box
          role="tooltip"
          sx={{
            position: "absolute",
            top: "100%",
            right: 0,
            mt: 0.5,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: "grey.700",
            color: "common.white",
            fontSize: 12,
            whiteSpace: "nowrap",
            pointerEvents: "none",
            zIndex: "tooltip",
          }}
        >
          {props.title}
        </Box>
      ) : null}
    </Box>
  );
}
