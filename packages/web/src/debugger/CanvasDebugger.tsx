import { useEffect } from "react";
import { DebuggerPanel } from "./DebuggerPanel";
import { DebuggerPopout } from "./DebuggerPopout";
import { useDebuggerStore } from "./debuggerStore";
import { showInWindowOrPanel } from "./openCanvasDebugger";

/** Opens the popout when the Debugger was asked for one without its window. */
function PopoutOpener() {
  useEffect(showInWindowOrPanel, []);
  return null;
}

/** The open Canvas Debugger, in its popout window or, when the browser blocked that, in a panel of the page. */
export default function CanvasDebugger() {
  const placement = useDebuggerStore((state) => state.placement);
  const popout = useDebuggerStore((state) => state.popout);
  if (placement === "panel") return <DebuggerPanel />;
  return popout ? <DebuggerPopout popout={popout} /> : <PopoutOpener />;
}
