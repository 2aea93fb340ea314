import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { DEFAULT_ZOOM, itemTypes, zoomLevels } from "./ganttConstants";
import { serviceYearPlan } from "./serviceYearPlan";

const shutdownPlan = {
  items: [
    { id: "shutdown", name: "Crusher 2 shutdown", type: "project" },
    { id: "isolate", name: "Isolate and lock out", start: "2026-10-05", end: "2026-10-06", parent: "shutdown" },
    {
      id: "liners",
      name: "Replace mantle and liners",
      start: "2026-10-06",
      end: "2026-10-10",
      parent: "shutdown",
      color: "orange",
      crew: "Boilermakers",
    },
    {
      id: "bearing",
      name: "Eccentric bearing inspection",
      start: "2026-10-07",
      end: "2026-10-09",
      parent: "shutdown",
      crew: "Fitters",
    },
    { id: "commission", name: "Recommission", start: "2026-10-10", end: "2026-10-12", parent: "shutdown" },
    { id: "handover", name: "Handover to operations", start: "2026-10-12", type: "milestone", parent: "shutdown" },
    { id: "fleet", name: "Haul fleet services", type: "project" },
    { id: "ht07", name: "HT-07 500 h service", start: "2026-10-06", end: "2026-10-08", parent: "fleet" },
    { id: "ht11", name: "HT-11 tyre change", start: "2026-10-08", end: "2026-10-09", parent: "fleet", type: "stage" },
    {
      id: "ht03",
      name: "HT-03 (slot to confirm)",
      start: "2026-10-12",
      end: "2026-10-14",
      parent: "fleet",
      type: "placeholder",
    },
  ],
  links: [
    { id: 1, source: "isolate", target: "liners", type: 0 },
    { id: 2, source: "isolate", target: "bearing", type: 0 },
    { id: 3, source: "liners", target: "commission", type: 0 },
    { id: 4, source: "commission", target: "handover", type: 0 },
  ],
  markers: [{ start_date: "2026-10-05", text: "Shutdown", title: "Crusher 2 stops at 06:00" }],
};

const programme = [
  { id: "replace", name: "Haul truck replacement", type: "project" },
  { id: "tender", name: "Tender", start: "2026-02-01", end: "2026-06-30", parent: "replace", color: "#5e35b1" },
  { id: "award", name: "Award", start: "2026-07-01", type: "milestone", parent: "replace" },
  { id: "deliver", name: "Deliveries, 12 trucks", start: "2026-09-01", end: "2027-08-31", parent: "replace" },
  {
    id: "retire",
    name: "Retire the 777D fleet",
    start: "2027-03-01",
    end: "2028-02-28",
    parent: "replace",
    type: "stage",
  },
];

/** What authors read about Gantt in the gallery: its description, attribute table and live examples. */
export const ganttDocs = defineComponentDocs({
  name: "Gantt",
  description:
    "A Gantt chart: items as rows of a grid (Name, Start and End, dates as day month year) beside their bars on a " +
    "time scale, links between items and markers on the scale. Projects group items and can be opened and closed; " +
    "the grid sorts by a click on a column header. A single click on an item is reported after 300 ms, unless a " +
    "double-click follows. Double-clicking an item opens the edit dialog (name, start date and end date, each " +
    "required); dragging a bar moves it, dragging its ends changes its dates (a project's bar follows its items " +
    "and is not dragged). Double-clicking a link asks before deleting it. Read-only charts refuse all of these. The " +
    "chart stores nothing: each change goes to onItemChanged or onLinkDeleted and, as an object with 'operation' " +
    "and a unique 'request_id', to the edit parameter, whose changes are applied so a data source that writes can " +
    "persist it. New items are loaded in place, keeping the scroll position and the sort.",
  attributes: [
    {
      name: "items",
      type: "{ id, name, start, end, type, parent, open, color, textColor, metadata, … }[]",
      description:
        `The rows; 'type' is one of ${itemTypes.join(", ")} (default task). Dates are ISO text` +
        " ('2026-10-05'), Dates or epoch milliseconds; an item without a start spans " +
        "its items, a task without an end lasts a day, a milestone has only a start. 'parent' nests an item under " +
        "a project; 'open' (default true) shows a project's items. 'color' and 'textColor' are palette names or " +
        "CSS colours. 'metadata' and any other field are kept and handed back with the item.",
    },
    {
      name: "links",
      type: "{ id, source, target, type }[]",
      description:
        "Dependencies between items, by their ids. 'type' is 0 finish-to-start (default), 1 start-to-start, 2 " +
        "finish-to-finish or 3 start-to-finish.",
    },
    {
      name: "markers",
      type: "{ start_date, end_date, css, text, title }[]",
      description:
        "Marks on the time scale: a line at start_date, or a band up to end_date, labelled with 'text', with " +
        "'title' as its tooltip and 'css' as extra class names.",
    },
    {
      name: "readOnly",
      type: "boolean",
      description: "Refuses renaming, dragging, resizing and deleting links (default false).",
    },
    {
      name: "zoom",
      type: "string",
      description: `The unit of the time scale's columns, each at least 80 px wide (default ${DEFAULT_ZOOM}).`,
      options: zoomLevels,
    },
    { name: "height", type: "number", description: "Height of the chart in pixels (default 480)." },
    {
      name: "editParameter",
      type: "string",
      description:
        "The parameter each change is written to, before the parameter changes are applied: { operation: " +
        "'update-item', request_id, source ('dialog' or 'drag'), id, name, start, end ('YYYY-MM-DD'), previous: " +
        "{ name, start, end }, item } or { operation: 'delete-link', request_id, id, source, target, type, link }.",
    },
    {
      name: "onItemClick",
      type: "(item, api) => void",
      description: "Called 300 ms after a single click on an item's row or bar, with the item and the canvas api.",
    },
    {
      name: "onItemDoubleClick",
      type: "(item, api) => void",
      description: "Called on a double-click on an item's row or bar (also when read-only).",
    },
    {
      name: "onBeforeAccept",
      type: "(change, api) => boolean",
      description:
        "Called when the edit dialog is saved, with the change (as written to the edit parameter). Answering " +
        "false keeps the dialog open and discards the change.",
    },
    {
      name: "onItemChanged",
      type: "(change, api) => void",
      description: "Called after an item was changed in the dialog or by dragging, with the change.",
    },
    {
      name: "onLinkDeleted",
      type: "(deletion, api) => void",
      description: "Called after a link was deleted, with the deletion.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A crusher shutdown and fleet services",
      template:
        '<Gantt items={frame.plan.items} links={frame.plan.links} markers={frame.plan.markers} zoom="day"\n' +
        '  height={400} editParameter="planEdit" />\n' +
        "<p>Last change: {params.planEdit ? params.planEdit.operation + ' ' + params.planEdit.id : 'none yet'}</p>",
      frame: { plan: shutdownPlan },
      parameters: { planEdit: null },
    },
    {
      title: "A read-only replacement programme",
      template:
        '<Gantt items={frame.programme} zoom="quarter" readOnly height={260}\n' +
        '  onItemClick={(item, api) => api.setParameter("picked", item.name)} />\n' +
        "<p>Picked: {params.picked ?? 'nothing yet'}</p>",
      frame: { programme },
      parameters: { picked: null },
    },
    {
      title: "A year of services for the whole fleet, scrolled",
      template: '<Gantt items={frame.services} zoom="month" readOnly height={320} />',
      frame: { services: serviceYearPlan },
    },
  ] satisfies ComponentExample[],
});
