import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { ganttPropsSchema } from "./Gantt.meta";
import { barColors, ganttData, markerPlacements, type ScalePosition, svarLinkType } from "./ganttModel";

const parse = (input: Record<string, unknown>) => ganttPropsSchema.parse(input);
const day = (month: number, date: number) => new Date(2026, month - 1, date);

describe("ganttData: items", () => {
  const { items, links } = parse({
    items: [
      { id: 1, name: "Shutdown", type: "project" },
      { id: 2, name: "Isolate", start: "2026-10-05", end: "2026-10-06", parent: 1, crew: "Fitters" },
      { id: "3", name: "Handover", start: "2026-10-12", end: "2026-10-20", type: "milestone", parent: 1 },
      { id: 4, name: "No end", start: "2026-10-07" },
      { id: 5, name: "Ends before it starts", start: "2026-10-07", end: "2026-10-01", type: "placeholder" },
      { id: 6, name: "Stage", start: "2026-10-08", end: "2026-10-09", type: "stage", open: false },
    ],
    links: [],
  });
  const data = ganttData(items, links);
  const task = (id: string) => data.tasks.find((candidate) => candidate.id === id);

  it("become SVAR rows with text ids, their names and types (a project is SVAR's summary)", () => {
    expect(data.tasks.map(({ id, text, type, parent }) => ({ id, text, type, parent }))).toEqual([
      { id: "1", text: "Shutdown", type: "summary", parent: 0 },
      { id: "2", text: "Isolate", type: "task", parent: "1" },
      { id: "3", text: "Handover", type: "milestone", parent: "1" },
      { id: "4", text: "No end", type: "task", parent: 0 },
      { id: "5", text: "Ends before it starts", type: "placeholder", parent: 0 },
      { id: "6", text: "Stage", type: "stage", parent: 0 },
    ]);
    expect(data.tasks.every((row) => row.progress === 0)).toBe(true);
  });

  it("span their dates: a project without dates spans its items, a milestone ends where it starts, a task lasts at least a day", () => {
    expect([task("1")?.start, task("1")?.end]).toEqual([day(10, 5), day(10, 12)]);
    expect([task("3")?.start, task("3")?.end]).toEqual([day(10, 12), day(10, 12)]);
    expect([task("4")?.start, task("4")?.end]).toEqual([day(10, 7), day(10, 8)]);
    expect([task("5")?.start, task("5")?.end]).toEqual([day(10, 7), day(10, 8)]);
  });

  it("are open by default, but only rows with items (SVAR walks into every open row)", () => {
    expect([task("1")?.open, task("2")?.open, task("6")?.open]).toEqual([true, false, false]);
  });

  it("keep the input item, custom fields included, under the text form of its id", () => {
    expect(data.items.get("2")).toMatchObject({ id: 2, name: "Isolate", crew: "Fitters" });
  });
});

describe("ganttData: what it leaves out or repairs", () => {
  it("keeps the first of items sharing an id and leaves out items without dates", () => {
    const { items } = parse({
      items: [
        { id: 1, name: "First", start: "2026-10-05" },
        { id: "1", name: "Second", start: "2026-10-06" },
        { id: 2, name: "Undated" },
        { id: 3, name: "Unreadable", start: "soon" },
      ],
    });
    expect(ganttData(items, []).tasks.map((row) => row.text)).toEqual(["First"]);
  });

  it("shows items under a missing parent or in a cycle of parents at the top level", () => {
    const { items } = parse({
      items: [
        { id: "a", name: "A", start: "2026-10-05", parent: "b" },
        { id: "b", name: "B", start: "2026-10-05", parent: "a" },
        { id: "c", name: "C", start: "2026-10-05", parent: "gone" },
        { id: "d", name: "D", start: "2026-10-05", parent: "a" },
      ],
    });
    expect(ganttData(items, []).tasks.map((row) => [row.id, row.parent])).toEqual([
      ["a", 0],
      ["b", 0],
      ["c", 0],
      ["d", "a"],
    ]);
  });

  it("keeps an item whose id is 0 apart from SVAR's root", () => {
    const { items } = parse({
      items: [
        { id: 0, name: "Zero", start: "2026-10-05" },
        { id: 1, name: "One", start: "2026-10-05" },
      ],
    });
    expect(ganttData(items, []).tasks.map((row) => [row.id, row.parent, row.open])).toEqual([
      ["0", 0, false],
      ["1", 0, false],
    ]);
  });
});

describe("ganttData: links", () => {
  it("map their type numbers to SVAR's and drop repeated ids, unknown ends and loops", () => {
    const { items, links } = parse({
      items: [
        { id: 1, name: "A", start: "2026-10-05" },
        { id: 2, name: "B", start: "2026-10-06" },
      ],
      links: [
        { id: 10, source: 1, target: 2 },
        { id: "10", source: 2, target: 1 },
        { id: 11, source: 1, target: 2, type: 1 },
        { id: 12, source: 1, target: 9 },
        { id: 13, source: 2, target: 2 },
      ],
    });
    const data = ganttData(items, links);
    expect(data.links).toEqual([
      { id: "10", source: "1", target: "2", type: "e2s" },
      { id: "11", source: "1", target: "2", type: "s2s" },
    ]);
    expect(data.linkItems.get("11")).toEqual({ id: 11, source: 1, target: 2, type: 1 });
  });

  it("are finish-to-start, start-to-start, finish-to-finish and start-to-finish by number, finish-to-start otherwise", () => {
    expect([0, 1, 2, 3, 7, -1].map(svarLinkType)).toEqual(["e2s", "s2s", "e2e", "s2e", "e2s", "e2s"]);
  });
});

describe("barColors", () => {
  it("reads palette names as their 500 shade and picks readable text on a hex fill", () => {
    expect(barColors({ color: "green" })).toEqual({ fill: palette.green[500], text: palette.grey[900] });
    expect(barColors({ color: "#0d1440" })).toEqual({ fill: "#0d1440", text: "#ffffff" });
  });

  it("keeps a given text colour and other CSS colours as they are", () => {
    expect(barColors({ color: "rgb(0, 0, 0)", textColor: "yellow" })).toEqual({
      fill: "rgb(0, 0, 0)",
      text: palette.yellow[500],
    });
    expect(barColors({})).toEqual({});
  });

  it("refuses colours that could add CSS", () => {
    expect(
      ganttPropsSchema.safeParse({ items: [{ id: 1, name: "x", color: "red; background: url(x)" }] }).success,
    ).toBe(false);
  });
});

describe("markerPlacements", () => {
  // A scale of 10 px per day from 1 Oct 2026.
  const scale: ScalePosition = {
    start: day(10, 1),
    lengthUnit: "day",
    cellWidth: 10,
    diff: (later, earlier) => (later.getTime() - earlier.getTime()) / 86_400_000,
  };

  it("place a line at the start date and a band up to the end date, with their text, title and classes", () => {
    const { markers } = parse({
      markers: [
        { start_date: "2026-10-06", text: "Shutdown", title: "Crusher 2 stops" },
        { start_date: "2026-10-03", end_date: "2026-10-05", css: "wet season", text: "Rain" },
      ],
    });
    expect(markerPlacements(markers, scale)).toEqual([
      {
        key: 0,
        left: 50,
        width: null,
        className: "sf-gantt-marker sf-gantt-marker-line",
        text: "Shutdown",
        title: "Crusher 2 stops",
      },
      { key: 1, left: 20, width: 20, className: "sf-gantt-marker sf-gantt-marker-band wet season", text: "Rain" },
    ]);
  });

  it("leave out a marker without a readable start, and draw a band that ends before it starts as a line", () => {
    const { markers } = parse({
      markers: [{ start_date: "someday" }, { start_date: "2026-10-05", end_date: "2026-10-02" }],
    });
    expect(markerPlacements(markers, scale)).toEqual([
      { key: 1, left: 40, width: null, className: "sf-gantt-marker sf-gantt-marker-line" },
    ]);
  });

  it("refuse css that is not class names", () => {
    expect(ganttPropsSchema.safeParse({ markers: [{ start_date: "2026-10-01", css: 'x" onclick="y' }] }).success).toBe(
      false,
    );
  });
});
