import { DEBUGGER_POPOUT_HEIGHT, DEBUGGER_POPOUT_WIDTH } from "@storyframe/core";
import { useDebuggerStore } from "./debuggerStore";

/** The popout's window name: pressing the key again reuses the open window instead of opening another. */
const DEBUGGER_WINDOW_NAME = "storyframe-canvas-debugger";

/** Shows the Debugger in a popout window of 1440x900 (platform-shell §9), or in a panel when the browser blocks it. */
function showInWindowOrPanel(): void {
  const features = `width=${DEBUGGER_POPOUT_WIDTH},height=${DEBUGGER_POPOUT_HEIGHT}`;
  const opened = window.open("", DEBUGGER_WINDOW_NAME, features);
  if (opened) useDebuggerStore.getState().openInPopout(opened);
  else useDebuggerStore.getState().openDebugger("panel");
}

/**
 * Opens the Canvas Debugger, or brings its open window to the front. Call it in the task of the key press: browsers
 * allow a popup only then.
 */
export function openCanvasDebugger(): void {
  const { open, placement, popout } = useDebuggerStore.getState();
  if (open && placement === "popout" && popout && !popout.closed) popout.focus();
  else showInWindowOrPanel();
}
