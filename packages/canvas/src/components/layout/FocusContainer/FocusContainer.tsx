import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import FocusTrap from "@mui/material/Unstable_TrapFocus";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useOpenState } from "../../overlays/shared/useOpenState";
import type { FocusContainerProps } from "./FocusContainer.meta";

const layouts = {
  normal: { position: "relative", border: 1, borderColor: "divider", borderRadius: 1 },
  canvas: { position: "absolute", inset: 0, zIndex: 10, boxShadow: 8 },
  dialog: { position: "fixed", inset: 0, zIndex: "modal" },
} as const;

/**
 * Whether focus sits in another overlay rendered elsewhere in the page (a popover or dialog opened from the
 * content): the full-screen dialog then leaves it alone instead of pulling focus back.
 */
function focusIsInOtherOverlay(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || root === null || root.contains(active)) return false;
  return active.closest(".MuiModal-root, .MuiPopper-root, [role='dialog']") !== null;
}

/** A section that expands to a full-screen dialog or to fill the canvas, keeping its content mounted. */
export default function FocusContainer({ title, mode, parameter, children }: FocusContainerProps) {
  const [expanded, setExpanded] = useOpenState(parameter);
  const titleId = useId();
  const sectionRef = useRef<HTMLElement | null>(null);
  const asDialog = expanded && mode === "dialog";
  const subject = title || "section";
  const toggleLabel = expanded ? `Restore ${subject}` : `Expand ${subject}`;

  // A full-screen dialog keeps the page behind it from scrolling.
  useEffect(() => {
    if (!asDialog) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [asDialog]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !expanded || event.defaultPrevented) return;
    event.stopPropagation();
    setExpanded(false);
  };

  return (
    <FocusTrap open={asDialog} isEnabled={() => !focusIsInOtherOverlay(sectionRef.current)}>
      <Box
        component="section"
        ref={sectionRef}
        className={`sf-focus-container${expanded ? " sf-focus-container-expanded" : ""}`}
        data-mode={mode}
        role={asDialog ? "dialog" : undefined}
        aria-modal={asDialog ? true : undefined}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : "Section"}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        sx={{
          ...(expanded ? layouts[mode] : layouts.normal),
          display: "flex",
          flexDirection: "column",
          bgcolor: "background.paper",
          outline: "none",
        }}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            pl: 2,
            pr: 0.5,
            py: 0.5,
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          {title ? (
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              {title}
            </Typography>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <Tooltip title={toggleLabel}>
            <IconButton aria-label={toggleLabel} onClick={() => setExpanded(!expanded)}>
              {expanded ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, overflow: "auto", p: 2 }}>{children}</Box>
      </Box>
    </FocusTrap>
  );
}
