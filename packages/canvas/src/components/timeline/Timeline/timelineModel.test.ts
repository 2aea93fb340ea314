import { describe, expect, it } from "vitest";
import { contrastRatio, palette } from "../../shared/palette";
import {
  activityColor,
  formatTimelineDate,
  isToggleClick,
  nextSelection,
  parseTimelineDate,
  sameIds,
  selectedIdsOf,
  timelineItems,
} from "./timelineModel";
import { timelineInputSchema } from "./timelineSchema";

describe("timeline dates", () => {
  it("read text without a zone as local time, and Dates and milliseconds as they are", () => {
    expect(parseTimelineDate("2026-10-18 06:40")).toEqual(new Date(2026, 9, 18, 6, 40));
    expect(parseTimelineDate("2026-10-18")).toEqual(new Date(2026, 9, 18));
    expect(parseTimelineDate(new Date(2026, 0, 1))).toEqual(new Date(2026, 0, 1));
    expect(parseTimelineDate(0)).toEqual(new Date(0));
    expect(parseTimelineDate("after lunch")).toBeNull();
  });

  it("show in tooltips as 'DD MMM YYYY @ HH:mm' (canvas-components §9)", () => {
    expect(formatTimelineDate(new Date(2026, 9, 8, 6, 5))).toBe("08 Oct 2026 @ 06:05");
  });
});

describe("timelineItems", () => {
  it("keeps the first of events sharing an id (vis-timeline throws on a repeated id)", () => {
    const repeated = timelineInputSchema.parse({
      events: [
        { id: 7, groupId: "g", activityId: "a", start: "2026-10-18 06:00", message: "first" },
        { id: "7", groupId: "g", activityId: "a", start: "2026-10-18 07:00", message: "second" },
        { id: 8, groupId: "g", activityId: "a", start: "2026-10-18 08:00" },
      ],
    });
    expect(timelineItems(repeated).map((item) => [item.id, item.event.message])).toEqual([
      [7, "first"],
      [8, undefined],
    ]);
  });

  const input = timelineInputSchema.parse({
    groups: [{ id: "HT-07", name: "HT-07" }],
    activities: [
      { id: "haul", name: "Hauling", color: "green" },
      { id: "wait", name: "Queueing" },
      { id: "load", name: "Loading", color: "blue" },
    ],
    events: [
      {
        id: 1,
        groupId: "HT-07",
        activityId: "haul",
        start: "2026-10-18 06:00",
        end: "2026-10-18 07:30",
        message: "Ore to crusher",
        tonnes: 180,
      },
      { id: 2, groupId: "HT-07", activityId: "wait", start: "2026-10-18 07:30" },
      { id: 3, groupId: "HT-07", activityId: "other", start: "not a date" },
      { id: 4, groupId: "HT-07", activityId: "load", start: "2026-10-18 08:00" },
    ],
  });

  it("colours events by activity, with readable text, and keeps their extra fields", () => {
    const items = timelineItems(input);
    expect(
      items.map(({ id, type, label, background, foreground }) => ({ id, type, label, background, foreground })),
    ).toEqual([
      { id: 1, type: "range", label: "Hauling", background: palette.green[500], foreground: palette.grey[900] },
      {
        id: 2,
        type: "point",
        label: "Queueing",
        background: activityColor(undefined, 1),
        foreground: palette.grey[900],
      },
      { id: 4, type: "point", label: "Loading", background: palette.blue[500], foreground: "#000000" },
    ]);
    for (const item of items) expect(contrastRatio(item.foreground, item.background)).toBeGreaterThanOrEqual(4.5);
    expect(items[0]?.event).toMatchObject({ message: "Ore to crusher", tonnes: 180 });
  });

  it("tooltips hold the activity, the dates and the message", () => {
    expect(timelineItems(input)[0]?.tooltipLines).toEqual([
      "Hauling",
      "18 Oct 2026 @ 06:00 – 18 Oct 2026 @ 07:30",
      "Ore to crusher",
    ]);
    expect(timelineItems(input)[1]?.tooltipLines).toEqual(["Queueing", "18 Oct 2026 @ 07:30"]);
  });

  it("are none without input", () => {
    expect(timelineItems(null)).toEqual([]);
  });

  it("refuses a colour that could add CSS", () => {
    const parsed = timelineInputSchema.safeParse({
      activities: [{ id: 1, name: "x", color: "red; background: url(x)" }],
    });
    expect(parsed.success).toBe(false);
  });
});

describe("nextSelection (canvas-components §4)", () => {
  it("selects the one clicked event", () => {
    expect(nextSelection([1, 2], 3, false)).toEqual([3]);
    expect(nextSelection([], 3, false)).toEqual([3]);
  });

  it("toggles the clicked event with Ctrl or Shift", () => {
    expect(nextSelection([1], 3, true)).toEqual([1, 3]);
    expect(nextSelection([1, "3"], 3, true)).toEqual([1]);
  });

  it("clears on a plain click on empty space, keeps the selection with a modifier", () => {
    expect(nextSelection([1, 2], null, false)).toEqual([]);
    expect(nextSelection([1, 2], null, true)).toEqual([1, 2]);
  });
});

describe("selection helpers", () => {
  it("read the parameter as a list of ids", () => {
    expect(selectedIdsOf([1, "a", null, {}])).toEqual([1, "a"]);
    expect(selectedIdsOf("a")).toEqual(["a"]);
    expect(selectedIdsOf(undefined)).toEqual([]);
  });

  it("see Ctrl, ⌘ and Shift on DOM events and on vis-timeline's wrapped ones", () => {
    expect(isToggleClick({ ctrlKey: true })).toBe(true);
    expect(isToggleClick({ srcEvent: { metaKey: true } })).toBe(true);
    expect(isToggleClick({ srcEvent: { shiftKey: true } })).toBe(true);
    expect(isToggleClick({ srcEvent: {} })).toBe(false);
    expect(isToggleClick(null)).toBe(false);
  });

  it("compare id lists by value", () => {
    expect(sameIds([1, "2"], ["1", 2])).toBe(true);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});
