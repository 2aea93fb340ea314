import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

const shift = (hour: number, minute = 0) =>
  `2026-10-18 ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

const exampleInput = {
  groups: [
    { id: "HT-03", name: "HT-03" },
    { id: "HT-07", name: "HT-07" },
    { id: "HT-11", name: "HT-11" },
  ],
  activities: [
    { id: "hauling", name: "Hauling", color: "green" },
    { id: "loading", name: "Loading", color: "blue" },
    { id: "queueing", name: "Queueing", color: "orange" },
    { id: "maintenance", name: "Maintenance", color: "red" },
  ],
  events: [
    {
      id: 1,
      groupId: "HT-03",
      activityId: "loading",
      start: shift(6),
      end: shift(6, 40),
      message: "Shovel SH-2, North pit",
    },
    {
      id: 2,
      groupId: "HT-03",
      activityId: "hauling",
      start: shift(6, 40),
      end: shift(9, 10),
      message: "Ore to the primary crusher",
    },
    {
      id: 3,
      groupId: "HT-03",
      activityId: "queueing",
      start: shift(9, 10),
      end: shift(9, 55),
      message: "Crusher bay busy",
    },
    {
      id: 4,
      groupId: "HT-03",
      activityId: "hauling",
      start: shift(9, 55),
      end: shift(13, 30),
      message: "Ore to stockpile A",
    },
    {
      id: 5,
      groupId: "HT-07",
      activityId: "maintenance",
      start: shift(6),
      end: shift(8, 30),
      message: "Tyre change, workshop",
    },
    {
      id: 6,
      groupId: "HT-07",
      activityId: "loading",
      start: shift(8, 30),
      end: shift(9, 15),
      message: "Shovel SH-1, South pit",
    },
    {
      id: 7,
      groupId: "HT-07",
      activityId: "hauling",
      start: shift(9, 15),
      end: shift(14),
      message: "Waste to the East dump",
    },
    {
      id: 8,
      groupId: "HT-11",
      activityId: "hauling",
      start: shift(6, 10),
      end: shift(10, 20),
      message: "Ore to the primary crusher",
    },
    {
      id: 9,
      groupId: "HT-11",
      activityId: "queueing",
      start: shift(10, 20),
      end: shift(11),
      message: "Waiting at SH-2",
    },
    {
      id: 10,
      groupId: "HT-11",
      activityId: "loading",
      start: shift(11),
      end: shift(11, 35),
      message: "Shovel SH-2, North pit",
    },
    {
      id: 11,
      groupId: "HT-11",
      activityId: "hauling",
      start: shift(11, 35),
      end: shift(14),
      message: "Ore to stockpile B",
    },
  ],
};

/** What authors read about Timeline in the gallery: its description, attribute table and live examples. */
export const timelineDocs = defineComponentDocs({
  name: "Timeline",
  description:
    "Events on rows (groups) over time, coloured by activity, with a legend of the activities. Hovering an event " +
    "shows its activity, its dates as 'DD MMM YYYY @ HH:mm' and its message. A click selects one event; Ctrl " +
    "(or ⌘) or Shift click adds or removes events; Enter and Ctrl+Enter do the same from the keyboard, Escape " +
    "clears. The selected ids go to a parameter and the events to onSelectionChanged. Drag to pan, Ctrl + wheel to zoom.",
  attributes: [
    {
      name: "input",
      type: "{ groups: {id, name}[], activities: {id, name, color}[], events: {id, groupId, activityId, start, end, message}[] }",
      description: "The rows, the kinds of activity (colour: palette name or CSS colour) and the events to show.",
    },
    { name: "title", type: "string", description: "Heading above the timeline, also its accessible name." },
    {
      name: "selectedParameter",
      type: "string",
      description: "Parameter holding the list of selected event ids; setting it elsewhere changes the selection.",
    },
    {
      name: "onSelectionChanged",
      type: "(items, api) => void",
      description: "Called after the selection changes, with the selected events' data and the canvas api.",
    },
    { name: "stack", type: "boolean", description: "Stacks overlapping events of a row instead of overlaying them." },
    { name: "maxHeight", type: "number", description: "Height in pixels above which the rows scroll (default 480)." },
    {
      name: "showLegend",
      type: "boolean",
      description: "Shows the activities and their colours above (default true).",
    },
    {
      name: "itemLabels",
      type: "boolean",
      description:
        "Writes the activity on each event (default true); turn off for dense timelines of short events, whose colours and tooltips say enough.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A day shift of three haul trucks",
      template:
        '<Timeline title="Day shift, 18 Oct 2026" input={frame.shift} selectedParameter="selectedEvents"\n' +
        '  onSelectionChanged={(items, api) => api.setParameter("selectedMessages", items.map((item) => item.message))} />\n' +
        '<p>Selected: {(params.selectedMessages ?? []).length === 0 ? "none" : params.selectedMessages.join("; ")}</p>',
      frame: { shift: exampleInput },
      parameters: { selectedEvents: [], selectedMessages: [] },
    },
  ] satisfies ComponentExample[],
});
