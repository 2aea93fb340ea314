import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { DebuggerView } from "./DebuggerView";
import { useDebuggerStore } from "./debuggerStore";

const MIN_HEIGHT = 160;
/** Room the page keeps above the panel. */
const PAGE_MARGIN = 80;
const KEY_STEP = 40;

const POPUP_BLOCKED_NOTICE =
  "The browser blocked the Canvas Debugger's popup window, so it is shown in this page. Allow popups for this site to open it in a window of its own.";

const clampHeight = (height: number) => Math.max(MIN_HEIGHT, Math.min(window.innerHeight - PAGE_MARGIN, height));

/** The Canvas Debugger in a panel at the bottom of the page, for when the browser blocked its window. */
export function DebuggerPanel() {
  const closeDebugger = useDebuggerStore((state) => state.closeDebugger);
  const [height, setHeight] = useState(() => clampHeight(Math.round(window.innerHeight * 0.45)));

  const startResize = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const onMove = (move: globalThis.PointerEvent) => setHeight(clampHeight(window.innerHeight - move.clientY));
    const onUp = () => {
      handle.removeEventListener("pointermove", onMove);
      handle.removeEventListener("pointerup", onUp);
    };
    handle.addEventListener("pointermove", onMove);
    handle.addEventListener("pointerup", onUp);
  };

  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowUp" ? KEY_STEP : event.key === "ArrowDown" ? -KEY_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    setHeight((current) => clampHeight(current + step));
  };

  return (
    <Box
      component="aside"
      aria-label="Canvas Debugger"
      // Keys pressed in the panel are the panel's: the arrows here must not move the viewer to another frame.
      onKeyDown={(event) => event.stopPropagation()}
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        height,
        zIndex: (theme) => theme.zIndex.drawer,
        display: "flex",
        flexDirection: "column",
        bgcolor: "background.paper",
        borderTop: 1,
        borderColor: "divider",
        boxShadow: "0 -8px 24px rgba(15, 23, 42, 0.18)",
      }}
    >
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize the Canvas Debugger"
        aria-valuenow={height}
        tabIndex={0}
        onPointerDown={startResize}
        onKeyDown={resizeByKey}
        sx={{ height: 8, flexShrink: 0, cursor: "row-resize", "&:hover, &:focus-visible": { bgcolor: "action.hover" } }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, flexShrink: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          Canvas Debugger
        </Typography>
        <IconButton aria-label="Close the Canvas Debugger" onClick={closeDebugger} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Alert severity="warning" sx={{ mx: 2, flexShrink: 0 }}>
        {POPUP_BLOCKED_NOTICE}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DebuggerView />
      </Box>
    </Box>
  );
}
