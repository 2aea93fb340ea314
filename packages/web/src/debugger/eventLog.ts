import { create } from "zustand";

/** The most entries the Event Log keeps: the oldest go first. */
export const EVENT_LOG_LIMIT = 500;

type EventType =
  | "Parameter Change"
  | "Frame Data Change"
  | "Datasource Request"
  | "Datasource Result"
  | "Datasource Error"
  | "Navigation";

/** One row of the Event Log: values are kept as short JSON text, never the (possibly large) values themselves. */
export type EventLogEntry = {
  id: number;
  time: number;
  type: EventType;
  name: string;
  oldValue: string;
  newValue: string;
};

type EventLogState = {
  /** Events are recorded only while this is on ('Record Events'); it is off until the developer turns it on. */
  recording: boolean;
  /** Oldest first, at most EVENT_LOG_LIMIT. */
  entries: readonly EventLogEntry[];
  setRecording(recording: boolean): void;
  record(entry: Omit<EventLogEntry, "id" | "time">): void;
  clear(): void;
};

let sequence = 0;

export const useEventLog = create<EventLogState>()((set) => ({
  recording: false,
  entries: [],
  setRecording: (recording) => set({ recording }),
  record: (entry) =>
    set((state) => {
      if (!state.recording) return state;
      sequence += 1;
      const entries = [...state.entries, { ...entry, id: sequence, time: Date.now() }];
      return { entries: entries.length > EVENT_LOG_LIMIT ? entries.slice(-EVENT_LOG_LIMIT) : entries };
    }),
  clear: () => set({ entries: [] }),
}));
