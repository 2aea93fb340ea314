import type { ComponentExample } from "../../../defineComponent";

const truck = (
  id: string,
  parentId: string,
  operator: string,
  route: string | null,
  available: boolean,
  loads: number,
  serviceDue: string,
) => ({ id, parentId, unit: id, operator, route, available, loads, serviceDue });

const site = (id: string, name: string, summary: string, ready: string) => ({
  id,
  cells: [
    { type: "chevron", value: name },
    { type: "text", value: summary, colSpan: 5, nonEditable: true },
    { type: "text", value: ready, nonEditable: true },
  ],
});

/** A day shift's plan: two pits, their trucks folded under a chevron each. */
const shiftPlanRows = [
  site("north", "North pit", "4 trucks · loader EX-01 · crusher and stockpile A", "3 of 4 ready"),
  truck("HT-01", "north", "Thandi Mokoena", "N-CR", true, 14, "2026-11-12"),
  truck("HT-02", "north", "Sipho Dlamini", "N-CR", true, 13, "2026-11-20"),
  truck("HT-05", "north", "Lerato Khumalo", "N-SA", true, 12, "2026-12-01"),
  truck("HT-07", "north", "Pieter van Wyk", null, false, 0, "2026-11-04"),
  site("south", "South pit", "3 trucks · loader EX-02 · waste dumps", "3 of 3 ready"),
  truck("HT-11", "south", "Naledi Mahlangu", "S-WE", true, 16, "2026-11-28"),
  truck("HT-12", "south", "Johan Botha", "S-EA", true, 15, "2026-11-09"),
  truck("HT-14", "south", "Ayanda Zulu", "S-WE", true, 15, "2026-12-14"),
];

const routeOptions =
  '[{ label: "North pit to crusher", value: "N-CR" }, { label: "North pit to stockpile A", value: "N-SA" }, ' +
  '{ label: "South pit to West dump", value: "S-WE" }, { label: "South pit to East dump", value: "S-EA" }]';

const trucks = [
  { id: "HT-01", truck: "HT-01", model: "Komatsu 830E", site: "North pit", payload: 221 },
  { id: "HT-02", truck: "HT-02", model: "Komatsu 830E", site: "North pit", payload: 221 },
  { id: "HT-05", truck: "HT-05", model: "CAT 793F", site: "North pit", payload: 227 },
  { id: "HT-07", truck: "HT-07", model: "CAT 793F", site: "Workshop", payload: 227 },
  { id: "HT-11", truck: "HT-11", model: "CAT 785D", site: "South pit", payload: 136 },
  { id: "HT-12", truck: "HT-12", model: "CAT 785D", site: "South pit", payload: 136 },
  { id: "HT-14", truck: "HT-14", model: "Komatsu 730E", site: "South pit", payload: 181 },
];

export const dataGridExamples: ComponentExample[] = [
  {
    title: "Shift plan: sticky truck and status columns, pits that fold, editable cells",
    template:
      "<DataGrid\n" +
      '  name="shiftPlan"\n' +
      '  title="Day shift plan, 3 November"\n' +
      '  parameter="shiftPlan"\n' +
      '  editedRowsParameter="shiftPlanEdits"\n' +
      "  stickyLeft={1}\n" +
      "  stickyRight={1}\n" +
      "  searchable\n" +
      "  height={380}\n" +
      "  columns={[\n" +
      '    { field: "unit", headerName: "Pit / truck", type: "chevron", width: 170 },\n' +
      '    { field: "operator", headerName: "Operator", width: 170, resizable: true },\n' +
      `    { field: "route", headerName: "Assigned route", type: "dropdown", width: 210, availableOptions: ${routeOptions} },\n` +
      '    { field: "available", headerName: "Available", type: "checkbox", width: 110,\n' +
      '      headerTooltip: "Untick a truck that is in the workshop." },\n' +
      '    { field: "loads", headerName: "Planned loads", type: "number", width: 130 },\n' +
      '    { field: "serviceDue", headerName: "Service due", type: "date", width: 150 },\n' +
      '    { field: "status", headerName: "Status", type: "jsx", width: 130,\n' +
      '      getContent: (row) => <Chip size="small" label={row.available ? "Ready" : "Workshop"}\n' +
      '        color={row.available ? "success" : "default"} /> },\n' +
      "  ]}\n" +
      '  onCellEdited={(cell, old, api) => api.setParameter("lastEdit", cell.rowId + ": " + cell.field + " changed")}\n' +
      "/>",
    parameters: { shiftPlan: shiftPlanRows, shiftPlanEdits: [], lastEdit: null },
  },
  {
    title: "A report layout with cells spanning rows and columns",
    template:
      "<DataGrid\n" +
      '  name="tonnesBySite"\n' +
      '  title="Tonnes hauled by pit and shift, week 44"\n' +
      "  stickyLeft={1}\n" +
      "  columns={[\n" +
      '    { field: "pit", headerName: "Pit", type: "header", width: 130 },\n' +
      '    { field: "shift", headerName: "Shift", width: 100 },\n' +
      '    { field: "loads", headerName: "Loads", type: "number", width: 110, nonEditable: true },\n' +
      '    { field: "tonnes", headerName: "Tonnes", type: "number", width: 120, nonEditable: true },\n' +
      '    { field: "note", headerName: "Supervisor note", width: 260 },\n' +
      "  ]}\n" +
      "  rows={[\n" +
      '    { id: "north-day", cells: [{ type: "header", value: "North pit", rowSpan: 2 },\n' +
      '      { type: "text", value: "Day", nonEditable: true }, { type: "number", value: 412 },\n' +
      '      { type: "number", value: 90640 }, { type: "text", value: "Crusher queue 10:00–11:30" }] },\n' +
      '    { id: "north-night", cells: [{ type: "text", value: "Night", nonEditable: true },\n' +
      '      { type: "number", value: 355 }, { type: "number", value: 78100 }, { type: "text", value: "" }] },\n' +
      '    { id: "south-day", cells: [{ type: "header", value: "South pit", rowSpan: 2 },\n' +
      '      { type: "text", value: "Day", nonEditable: true }, { type: "number", value: 268 },\n' +
      '      { type: "number", value: 43150 }, { type: "text", value: "" }] },\n' +
      '    { id: "south-night", cells: [{ type: "text", value: "Night", nonEditable: true },\n' +
      '      { type: "number", value: 231 }, { type: "number", value: 37190 },\n' +
      '      { type: "text", value: "Loader EX-02 down 02:00–03:15" }] },\n' +
      '    { id: "total", cells: [{ type: "header", value: "Both pits, both shifts", colSpan: 2 },\n' +
      '      { type: "number", value: 1266 }, { type: "number", value: 249080 },\n' +
      '      { type: "text", value: "", nonEditable: true }] },\n' +
      "  ]}\n" +
      "/>",
  },
  {
    title: "Search, and the grid's empty states",
    template:
      '<div style={{ display: "grid", gap: 16 }}>\n' +
      '  <DataGrid name="trucks" title="Trucks on site" searchable parameter="trucks" height={300}\n' +
      "    columns={[\n" +
      '      { field: "truck", headerName: "Truck", type: "header", width: 110 },\n' +
      '      { field: "model", headerName: "Model", width: 170 },\n' +
      '      { field: "site", headerName: "Where", width: 150 },\n' +
      '      { field: "payload", headerName: "Payload (t)", type: "number", width: 120, nonEditable: true },\n' +
      "    ]} />\n" +
      '  <DataGrid name="openAlerts" title="Open alerts" rows={[]} height={240}\n' +
      '    columns={[{ field: "truck", headerName: "Truck", width: 110 }, { field: "alert", headerName: "Alert", width: 320 }]} />\n' +
      "</div>",
    parameters: { trucks },
  },
  {
    title: "What authors see when the layout is wrong",
    template:
      '<div style={{ display: "grid", gap: 16 }}>\n' +
      '  <DataGrid name="brokenPlan" stickyLeft={2} stickyRight={1}\n' +
      '    columns={[{ field: "truck", headerName: "Truck" }, { headerName: "Site" },\n' +
      '      { field: "tonnes", headerName: "Tonnes", type: "number" }]}\n' +
      "    rows={[\n" +
      '      { id: "t1", cells: [{ type: "text", value: "HT-01" }, { type: "text", value: "North pit" }] },\n' +
      '      { cells: [{ value: "HT-02" }, { type: "text", value: "South pit" }, { type: "number", value: 180 }] },\n' +
      "    ]} />\n" +
      "  <DataGrid columns={[]} />\n" +
      "</div>",
  },
];
