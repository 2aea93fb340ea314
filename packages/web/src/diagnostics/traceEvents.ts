import { TRACES_KEPT } from "@storyframe/core";
import { create } from "zustand";

/** Something that happened in the app, kept to explain an error (platform-shell §3, Trace event). */
export interface TraceEvent {
  timestamp: Date;
  event: string;
}

interface TraceState {
  events: TraceEvent[];
}

export const useTraceStore = create<TraceState>()(() => ({ events: [] }));

/** `list` with `entry` added at the end, keeping only the newest `max`. */
export function appendTraceEvent(list: readonly TraceEvent[], entry: TraceEvent, max = TRACES_KEPT): TraceEvent[] {
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Records an event; the latest 100 are kept. */
export function recordTraceEvent(event: string, timestamp: Date = new Date()): void {
  useTraceStore.setState((state) => ({ events: appendTraceEvent(state.events, { timestamp, event }) }));
}

/** The newest `count` events, oldest first. */
export function latestTraceEvents(count: number): TraceEvent[] {
  const { events } = useTraceStore.getState();
  return events.slice(Math.max(0, events.length - count));
}
