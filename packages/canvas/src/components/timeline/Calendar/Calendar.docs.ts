import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { weekStarts } from "./calendarSchema";

/** What authors read about Calendar in the gallery: its description, attribute table and live examples. */
export const calendarDocs = defineComponentDocs({
  name: "Calendar",
  description:
    "A month of events (start, end, title), each shown on every day it covers. Previous, Today and Next change " +
    "the month; in the grid, arrow keys move by day and week, Home and End to the week's ends, Page Up and Page " +
    "Down by month, Enter or a click chooses the day. A day with more events than fit shows '+n more'.",
  attributes: [
    {
      name: "events",
      type: "{ start, end?, title }[]",
      description:
        "The events; start and end are dates or date-times (a date-only end is the last day; a date-time end at midnight ends the day before).",
    },
    { name: "title", type: "string", description: "Heading above the calendar." },
    { name: "month", type: "string", description: "The month shown first, as YYYY-MM (default: the current month)." },
    {
      name: "monthParameter",
      type: "string",
      description:
        "Parameter holding the month shown (YYYY-MM); it follows the buttons and keys, and moves the calendar when set elsewhere.",
    },
    {
      name: "dateParameter",
      type: "string",
      description: "Parameter that receives the chosen day (YYYY-MM-DD) on Enter or click.",
    },
    { name: "weekStart", type: "string", description: "First day of the week (default monday).", options: weekStarts },
    {
      name: "maxEventsPerDay",
      type: "number",
      description: "Events listed in a day before '+n more' (default 3).",
    },
    {
      name: "onEventClick",
      type: "(event, api) => void",
      description: "Makes events buttons; called with the clicked event and the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Maintenance and shutdowns in October",
      template:
        '<Calendar title="Workshop plan" events={frame.events} month="2026-10" dateParameter="day"\n' +
        '  onEventClick={(event, api) => api.setParameter("event", event.title)} />\n' +
        '<p>Day: <strong>{params.day ?? "none"}</strong> · Event: <strong>{params.event ?? "none"}</strong></p>',
      frame: {
        events: [
          { start: "2026-10-02", end: "2026-10-02", title: "HT-07 tyre change" },
          { start: "2026-10-06 06:00", end: "2026-10-06 18:00", title: "Crusher liner inspection" },
          { start: "2026-10-12", end: "2026-10-14", title: "Primary crusher shutdown" },
          { start: "2026-10-13", title: "HT-03 250-hour service" },
          { start: "2026-10-13", title: "HT-11 brake test" },
          { start: "2026-10-13", title: "Shovel SH-2 greasing" },
          { start: "2026-10-13", title: "Fuel truck calibration" },
          { start: "2026-10-21", end: "2026-10-22", title: "Haul road B regrading" },
          { start: "2026-10-29 06:00", end: "2026-10-30 00:00", title: "Month-end survey" },
        ],
      },
      parameters: { day: null, event: null },
    },
  ] satisfies ComponentExample[],
});
