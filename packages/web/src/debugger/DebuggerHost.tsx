import { lazy, Suspense, useEffect } from "react";
import { ErrorBoundary } from "../shell/ErrorBoundary";
import { notify } from "../shell/notifications";
import { useDebuggerStore } from "./debuggerStore";

// Loaded when first opened: none of the Debugger is in the viewer's first download.
const CanvasDebugger = lazy(() => import("./CanvasDebugger"));

/** Says the Debugger's code could not be loaded, and closes it. */
function LoadFailure() {
  useEffect(() => {
    notify({ message: "The Canvas Debugger could not be loaded.", variant: "error", preventDuplicates: true });
    useDebuggerStore.getState().closeDebugger();
  }, []);
  return null;
}

/** Where the Canvas Debugger is mounted in the app: nothing until it is opened. Leaving the page closes it. */
export function DebuggerHost() {
  const open = useDebuggerStore((state) => state.open);
  useEffect(() => {
    const close = () => useDebuggerStore.getState().closeDebugger();
    window.addEventListener("pagehide", close);
    return () => window.removeEventListener("pagehide", close);
  }, []);
  if (!open) return null;
  return (
    <ErrorBoundary fallback={() => <LoadFailure />}>
      <Suspense fallback={null}>
        <CanvasDebugger />
      </Suspense>
    </ErrorBoundary>
  );
}
