import Box from "@mui/material/Box";
import { type ReactElement, useEffect, useRef, useState } from "react";

/**
 * How long the pointer rests on a control, or stays away from it, before its hint shows or hides
 * (canvas-components §9, Tooltips).
 */
const HINT_DELAY_MS = 200;

/**
 * A short label shown under its control after `delayMs` of hover or of keyboard focus, and kept `delayMs` after
 * the pointer leaves; Escape hides it at once. It looks like MUI's Tooltip without Popper and its transitions,
 * which the shell's and the viewer's first download would otherwise carry for a few hints under icon buttons.
 */
export function DelayedHint(props: {
  readonly title: string;
  readonly delayMs?: number;
  readonly children: ReactElement;
}) {
  const delayMs = props.delayMs ?? HINT_DELAY_MS;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showAfterDelay = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Box
      component="span"
      sx={{ position: "relative", display: "inline-flex" }}
      onMouseOver={() => showAfterDelay(true)}
      onMouseLeave={() => showAfterDelay(false)}
      // A focus the keyboard gave; a click's focus leaves the hint to the hover.
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) showAfterDelay(true);
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
