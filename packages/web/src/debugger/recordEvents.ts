import type { FramePosition } from "@storyframe/core";
import { useEffect } from "react";
import { isDeepEqual } from "../storyline/isDeepEqual";
import { frameAt } from "../storyline/storylineFrames";
import type { DebugTarget } from "./debuggerStore";
import { type EventLogEntry, useEventLog } from "./eventLog";
import { jsonPreview } from "./jsonText";

/** How much of a value an Event Log row keeps. */
const VALUE_PREVIEW_LIMIT = 500;

type Recorded = Omit<EventLogEntry, "id" | "time">;

const preview = (value: unknown) => jsonPreview(value, VALUE_PREVIEW_LIMIT);

/** The names whose values differ between two records. */
function changedNames(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepEqual(before[name], after[name]));
}

/**
 * Reports what happens in the target's storyline as Event Log entries: parameter changes, frame data edits (not the
 * data a newly shown frame brings), data source requests with their results or errors, and moves to another frame.
 * Returns the function that stops it.
 */
export function observeTarget({ session }: DebugTarget, record: (entry: Recorded) => void): () => void {
  const { controller, navigation } = session;
  const frameName = (at: FramePosition) => frameAt(session.frames, at)?.id ?? "";
  let snapshot = controller.getSnapshot();
  let position = navigation.getState().position;

  const stopSnapshots = controller.subscribe(() => {
    const next = controller.getSnapshot();
    const current = navigation.getState().position;
    for (const name of changedNames(snapshot.parameters, next.parameters)) {
      const [oldValue, newValue] = [preview(snapshot.parameters[name]), preview(next.parameters[name])];
      record({ type: "Parameter Change", name, oldValue, newValue });
    }
    // A move replaces the frame data with the new frame's: that is the move, not an edit.
    if (current === position) {
      for (const name of changedNames(snapshot.frameData, next.frameData)) {
        const [oldValue, newValue] = [preview(snapshot.frameData[name]), preview(next.frameData[name])];
        record({ type: "Frame Data Change", name, oldValue, newValue });
      }
    }
    snapshot = next;
    position = current;
  });
  const stopNavigation = navigation.subscribe((state, previous) => {
    if (state.position === previous.position) return;
    const [oldValue, newValue] = [frameName(previous.position), frameName(state.position)];
    record({ type: "Navigation", name: "position", oldValue, newValue });
  });
  const stopDataSources = controller.subscribeToDataSourceEvents((event) => {
    const name = event.dataSource;
    if (event.kind === "request") {
      record({ type: "Datasource Request", name, oldValue: "", newValue: preview(event.parameters) });
    } else if (event.kind === "result") {
      record({ type: "Datasource Result", name, oldValue: "", newValue: preview(event.data) });
    } else {
      const message = event.error instanceof Error ? event.error.message : String(event.error);
      record({ type: "Datasource Error", name, oldValue: "", newValue: message });
    }
  });
  return () => {
    stopSnapshots();
    stopNavigation();
    stopDataSources();
  };
}

/** Records the target's events in the Event Log while 'Record Events' is on. */
export function useEventRecording(target: DebugTarget | null): void {
  const recording = useEventLog((state) => state.recording);
  useEffect(() => {
    if (!recording || !target) return;
    return observeTarget(target, useEventLog.getState().record);
  }, [recording, target]);
}
