import { useEffect } from "react";
import { openCanvasDebugger } from "./openCanvasDebugger";

/** Written to the console when someone without developer-tools::access presses F2 or F9. */
const DEBUGGER_NOT_ALLOWED_MESSAGE = "The Canvas Debugger needs the developer-tools::access tag.";

/** F2 and F9, without modifiers, open the Canvas Debugger (platform-shell §2). */
function isDebuggerKey(event: KeyboardEvent): boolean {
  return (event.key === "F2" || event.key === "F9") && !event.altKey && !event.ctrlKey && !event.metaKey;
}

/**
 * On a storyline page F2 or F9 opens the Canvas Debugger for a developer; for anyone else a console message says
 * why nothing opened.
 */
export function useDebuggerKeys(isDeveloper: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isDebuggerKey(event)) return;
      event.preventDefault();
      if (isDeveloper) openCanvasDebugger();
      else console.info(DEBUGGER_NOT_ALLOWED_MESSAGE);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isDeveloper]);
}
