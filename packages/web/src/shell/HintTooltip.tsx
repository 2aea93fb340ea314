import Box from "@mui/material/Box";
import { type ReactNode, useState } from "react";

type HintTooltipProps = {
  /** The hint, a few words. */
  title: string;
  children: ReactNode;
};

/**
 * A short hint under a control while the pointer rests on it or the keyboard has moved the focus to it; Escape
 * hides it. It looks like MUI's Tooltip, without popper.js and the transitions under it (about 12 KB gzip), which
 * the viewer's first download would carry for the toolbar's few hints: a hint under an icon button needs no
 * placement engine.
 */
export function HintTooltip({ title, children }: HintTooltipProps) {
  const [shown, setShown] = useState(false);
  return (
    <Box
      component="span"
      sx={{ position: "relative", display: "inline-flex" }}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={(event) => setShown(event.target.matches(":focus-visible"))}
      onBlur={() => setShown(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setShown(false);
      }}
    >
      {children}
      {shown ? (
        <Box
          component="span"
          role="tooltip"
          sx={{
            position: "absolute",
            top: "calc(100% + 6px)",
            left: "50%",
            transform: "translateX(-50%)",
            zIndex: "tooltip",
            pointerEvents: "none",
            whiteSpace: "nowrap",
            px: 1,
            py: 0.5,
            borderRadius: "4px",
            bgcolor: "rgba(97, 97, 97, 0.92)",
            color: "common.white",
            fontSize: "0.6875rem",
            fontWeight: 500,
            lineHeight: 1.4,
          }}
        >
          {title}
        </Box>
      ) : null}
    </Box>
  );
}
