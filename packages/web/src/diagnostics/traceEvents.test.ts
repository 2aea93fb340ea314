import { afterEach, describe, expect, it } from "vitest";
import { appendTraceEvent, latestTraceEvents, recordTraceEvent, useTraceStore } from "./traceEvents";

afterEach(() => useTraceStore.setState({ events: [] }));

describe("trace events", () => {
  it("keeps the latest 100, oldest first", () => {
    for (let i = 1; i <= 130; i += 1) recordTraceEvent(`event ${i}`, new Date(2025, 0, 1, 0, 0, i));
    const { events } = useTraceStore.getState();
    expect(events).toHaveLength(100);
    expect(events[0]?.event).toBe("event 31");
    expect(events[99]?.event).toBe("event 130");
    expect(latestTraceEvents(2).map((entry) => entry.event)).toEqual(["event 129", "event 130"]);
  });

  it("appends without changing the list it was given", () => {
    const list = [{ timestamp: new Date(0), event: "a" }];
    const next = appendTraceEvent(list, { timestamp: new Date(1), event: "b" }, 1);
    expect(next.map((entry) => entry.event)).toEqual(["b"]);
    expect(list).toHaveLength(1);
  });
});
