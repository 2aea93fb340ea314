import { type ReactNode, useEffect, useRef, useState } from "react";
import { callSafely } from "../components/shared/safeCallback";
import { useCanvasRuntime } from "./CanvasRuntimeContext";
import { callbackApiOf as apiOf, type CanvasCallbackApi } from "./callbackApi";
import type { CanvasSnapshot } from "./canvasRuntime";

export type { CanvasCallbackApi } from "./callbackApi";

export type CanvasContextProps = {
  /** Runs before the children first render; they wait for a returned promise. */
  onEnter?: (api: CanvasCallbackApi) => void | Promise<void>;
  /** Runs when the block is removed (the frame is left). */
  onLeave?: (api: CanvasCallbackApi) => void;
  onParameterChange?: (name: string, value: unknown, previous: unknown, api: CanvasCallbackApi) => void;
  onFrameDataChange?: (field: string, value: unknown, previous: unknown, api: CanvasCallbackApi) => void;
  onDataSourceInFlightChange?: (name: string, inFlight: number, previous: number, api: CanvasCallbackApi) => void;
  /** When it answers true the browser asks before the page is left. */
  shouldConfirmExit?: (api: CanvasCallbackApi) => boolean;
  children?: ReactNode;
};

/** Calls `report` for every key whose value differs between two records. */
function diff<V>(
  previous: Readonly<Record<string, V>>,
  next: Readonly<Record<string, V>>,
  report: (key: string, value: V | undefined, old: V | undefined) => void,
): void {
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (!Object.is(previous[key], next[key])) report(key, next[key], previous[key]);
  }
}

/**
 * The canvas context block (canvas-components §4): its children render only
 * after the enter callback has run, the leave callback runs on removal, and
 * changes of parameters, frame data fields and data sources' in-flight counts
 * reach the matching callbacks.
 */
export function CanvasContext(props: CanvasContextProps) {
  const runtime = useCanvasRuntime();
  const [entered, setEntered] = useState(false);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let active = true;
    // A throwing callback is logged and counts as done, like a rejected promise: the children still show.
    const entering = callSafely(latest.current.onEnter, "CanvasContext onEnter", apiOf(runtime));
    Promise.resolve(entering).then(
      () => active && setEntered(true),
      () => active && setEntered(true),
    );
    return () => {
      active = false;
      callSafely(latest.current.onLeave, "CanvasContext onLeave", apiOf(runtime));
    };
  }, [runtime]);

  useEffect(() => {
    let previous = runtime.getSnapshot();
    return runtime.subscribe(() => {
      const next = runtime.getSnapshot();
      const api = apiOf(runtime);
      const { onParameterChange, onFrameDataChange, onDataSourceInFlightChange } = latest.current;
      if (onParameterChange && next.parameters !== previous.parameters) {
        diff(previous.parameters, next.parameters, (name, value, old) =>
          callSafely(onParameterChange, "CanvasContext onParameterChange", name, value, old, api),
        );
      }
      if (onFrameDataChange && next.frameData !== previous.frameData) {
        diff(previous.frameData, next.frameData, (field, value, old) =>
          callSafely(onFrameDataChange, "CanvasContext onFrameDataChange", field, value, old, api),
        );
      }
      if (onDataSourceInFlightChange && next.dataSources !== previous.dataSources) {
        const inFlightOf = (snapshot: CanvasSnapshot) =>
          Object.fromEntries(Object.entries(snapshot.dataSources).map(([name, view]) => [name, view.inFlight]));
        diff(inFlightOf(previous), inFlightOf(next), (name, value, old) =>
          callSafely(
            onDataSourceInFlightChange,
            "CanvasContext onDataSourceInFlightChange",
            name,
            value ?? 0,
            old ?? 0,
            api,
          ),
        );
      }
      previous = next;
    });
  }, [runtime]);

  useEffect(() => {
    const confirmExit = (event: BeforeUnloadEvent) => {
      if (callSafely(latest.current.shouldConfirmExit, "CanvasContext shouldConfirmExit", apiOf(runtime))) {
        event.preventDefault();
        // Older browsers need a return value to show the prompt.
        event.returnValue = "";
      }
    };
    window.addEventListener("beforeunload", confirmExit);
    return () => window.removeEventListener("beforeunload", confirmExit);
  }, [runtime]);

  return entered ? props.children : null;
}
