import Box from "@mui/material/Box";
import { type ReactElement, useEffect, useRef, useState } from "react";

/**
 * A short label shown under its control after `delayMs` of hover or focus and kept `delayMs` after the pointer
 * leaves. The side menu is in the first download: MUI's Tooltip would bring Popper and its transitions with it.
 */
export function DelayedHint(props: {
  readonly title: string;
  readonly delayMs: number;
  readonly children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showAfterDelay = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), props.delayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Box
      component="span"
      sx={{ position: "relative", display: "inline-flex" }}
      onMouseOver={() => showAfterDelay(true)}
      onMouseLeave={() => showAfterDelay(false)}
      onFocus={() => showAfterDelay(true)}
      onBlur={() => showAfterDelay(false)}
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
