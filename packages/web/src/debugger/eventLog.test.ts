import { afterEach, describe, expect, it } from "vitest";
import { EVENT_LOG_LIMIT, useEventLog } from "./eventLog";

afterEach(() => useEventLog.setState(useEventLog.getInitialState(), true));

const parameterChange = (index: number) => ({
  type: "Parameter Change" as const,
  name: "site",
  oldValue: `"${index - 1}"`,
  newValue: `"${index}"`,
});

describe("the event log", () => {
  it("records nothing until Record Events is turned on", () => {
    useEventLog.getState().record(parameterChange(1));
    expect(useEventLog.getState().entries).toEqual([]);
    useEventLog.getState().setRecording(true);
    useEventLog.getState().record(parameterChange(2));
    expect(useEventLog.getState().entries).toMatchObject([{ name: "site", oldValue: '"1"', newValue: '"2"' }]);
  });

  it(`keeps the latest ${EVENT_LOG_LIMIT} entries, dropping the oldest`, () => {
    useEventLog.getState().setRecording(true);
    for (let index = 1; index <= EVENT_LOG_LIMIT + 20; index += 1)
      useEventLog.getState().record(parameterChange(index));
    const { entries } = useEventLog.getState();
    expect(entries).toHaveLength(EVENT_LOG_LIMIT);
    expect(entries[0]?.newValue).toBe('"21"');
    expect(entries.at(-1)?.newValue).toBe(`"${EVENT_LOG_LIMIT + 20}"`);
  });

  it("keeps its entries when recording stops, until cleared", () => {
    useEventLog.getState().setRecording(true);
    useEventLog.getState().record(parameterChange(1));
    useEventLog.getState().setRecording(false);
    expect(useEventLog.getState().entries).toHaveLength(1);
    useEventLog.getState().clear();
    expect(useEventLog.getState().entries).toEqual([]);
  });
});
