import { DebuggerPanel } from "./DebuggerPanel";
import { DebuggerPopout } from "./DebuggerPopout";
import { useDebuggerStore } from "./debuggerStore";

/**
 * The open Canvas Debugger, in its popout window or, when the browser blocked that, in a panel of the page. It is
 * opened in a popout only with the window (`openInPopout`), so a popout placement always has one.
 */
export default function CanvasDebugger() {
  const popout = useDebuggerStore((state) => (state.placement === "popout" ? state.popout : null));
  return popout ? <DebuggerPopout popout={popout} /> : <DebuggerPanel />;
}
