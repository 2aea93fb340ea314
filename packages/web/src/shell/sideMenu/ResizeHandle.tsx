import Box from "@mui/material/Box";
import { SIDE_MENU_MIN_WIDTH } from "@storyframe/core";
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { maxMenuWidth } from "./sideMenuStorage";

interface ResizeHandleProps {
  width: number;
  /** A new width while dragging (`done` false) and at the end (`done` true, to be stored). */
  onResize: (width: number, done: boolean) => void;
  /** A double-click on the edge: back to the default width. */
  onReset: () => void;
  controls: string;
}

const KEY_STEP = 16;

/**
 * The drag handle on the menu's right edge; also a keyboard-operable separator (arrow keys, Home, End). A
 * double-click restores the default width.
 */
export function ResizeHandle({ width, onResize, onReset, controls }: ResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const max = maxMenuWidth(typeof window === "undefined" ? 1600 : window.innerWidth);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onResize(drag.current.startWidth + event.clientX - drag.current.startX, false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = drag.current.startWidth + event.clientX - drag.current.startX;
    drag.current = null;
    onResize(next, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === "ArrowLeft"
        ? width - KEY_STEP
        : event.key === "ArrowRight"
          ? width + KEY_STEP
          : event.key === "Home"
            ? SIDE_MENU_MIN_WIDTH
            : event.key === "End"
              ? max
              : null;
    if (next === null) return;
    event.preventDefault();
    onResize(next, true);
  };

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize side menu"
      aria-controls={controls}
      aria-valuemin={SIDE_MENU_MIN_WIDTH}
      aria-valuemax={max}
      aria-valuenow={width}
      tabIndex={0}
      data-testid="side-menu-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
      sx={{
        position: "absolute",
        top: 0,
        right: -4,
        width: 8,
        height: "100%",
        cursor: "col-resize",
        zIndex: 1,
        touchAction: "none",
        outline: "none",
        "&::after": {
          content: '""',
          position: "absolute",
          top: 0,
          bottom: 0,
          left: 3,
          width: 2,
          bgcolor: "transparent",
          transition: "background-color 120ms",
        },
        "&:hover::after, &:focus-visible::after, &:active::after": { bgcolor: "primary.main" },
      }}
    />
  );
}
