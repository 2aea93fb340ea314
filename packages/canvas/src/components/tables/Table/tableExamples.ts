import type { ComponentExample } from "../../../defineComponent";

const airportRows =
  "[\n" +
  '      { iata: "ATL", name: "Hartsfield-Jackson Atlanta International", city: "Atlanta", state: "GA", flights: 1089 },\n' +
  '      { iata: "ORD", name: "Chicago O\'Hare International", city: "Chicago", state: "IL", flights: 1061 },\n' +
  '      { iata: "DFW", name: "Dallas-Fort Worth International", city: "Dallas-Fort Worth", state: "TX", flights: 1135 },\n' +
  '      { iata: "LAX", name: "Los Angeles International", city: "Los Angeles", state: "CA", flights: 685 },\n' +
  '      { iata: "PHX", name: "Phoenix Sky Harbor International", city: "Phoenix", state: "AZ", flights: 650 },\n' +
  "    ]";

const airportColumns =
  "[\n" +
  '      { field: "iata", headerName: "Code", width: 70 },\n' +
  '      { field: "name", headerName: "Airport", width: 180, flex: 1 },\n' +
  '      { field: "state", headerName: "State", width: 70 },\n' +
  '      { field: "flights", headerName: "Flights", type: "number", valueFormat: 0, width: 90 },\n' +
  "    ]";

/** The Table's gallery examples: rows written inline, as a template may (usually they come from a data source). */
export const tableExamples: readonly ComponentExample[] = [
  {
    title: "Plan adjustments edited in place",
    template:
      "<div>\n" +
      '  <Table title="Winter schedule: extra flights per route" density="compact"\n' +
      '    editedRowsParameter="editedPlan" allRowsParameter="plan"\n' +
      "    rows={[\n" +
      '      { route: "ORD → LGA", extra: 0, from: "2026-11-02", approved: false, note: "" },\n' +
      '      { route: "ATL → MCO", extra: 4, from: "2026-11-09", approved: true, note: "Holiday demand" },\n' +
      '      { route: "DFW → LAX", extra: 2, from: "2026-11-16", approved: false, note: "" },\n' +
      '      { route: "DEN → PHX", extra: 0, from: "2026-12-01", approved: false, note: "" },\n' +
      "    ]}\n" +
      "    columns={[\n" +
      '      { field: "route", headerName: "Route", width: 115 },\n' +
      '      { field: "extra", headerName: "Extra / week", type: "number", valueFormat: 0, width: 115, editable: true },\n' +
      '      { field: "from", headerName: "From", type: "date", valueFormat: "D MMM YYYY", width: 110, editable: true },\n' +
      '      { field: "approved", headerName: "Approved", type: "boolean", width: 100, editable: true },\n' +
      '      { field: "note", headerName: "Note", width: 80, flex: 1, editable: true },\n' +
      "    ]} />\n" +
      "  <p>\n" +
      "    Double-click a cell to change it. Edited rows: {(params.editedPlan ?? []).length};\n" +
      "    extra flights a week in the plan: {(params.plan ?? []).reduce((sum, row) => sum + row.extra, 0)}.\n" +
      "  </p>\n" +
      "</div>",
    parameters: { editedPlan: [], plan: [] },
  },
  {
    title: "Flights with search and Excel export",
    template:
      '<Table title="Departures from Chicago O\'Hare" density="compact" searchable exportable pageSize={10}\n' +
      "  rows={[\n" +
      '    { departure: "2001-01-02T06:05:00", destination: "LGA", delay: -3, distance: 733, onTime: true },\n' +
      '    { departure: "2001-01-02T06:40:00", destination: "ATL", delay: 12, distance: 606, onTime: true },\n' +
      '    { departure: "2001-01-02T07:15:00", destination: "LAX", delay: 48, distance: 1745, onTime: false },\n' +
      '    { departure: "2001-01-02T08:00:00", destination: "DFW", delay: 0, distance: 802, onTime: true },\n' +
      '    { departure: "2001-01-02T09:30:00", destination: "SFO", delay: 95, distance: 1846, onTime: false },\n' +
      '    { departure: "2001-01-02T11:10:00", destination: "DEN", delay: 7, distance: 888, onTime: true },\n' +
      '    { departure: "2001-01-02T13:45:00", destination: "BOS", delay: 22, distance: 867, onTime: false },\n' +
      '    { departure: "2001-01-02T16:20:00", destination: "MSP", delay: -6, distance: 334, onTime: true },\n' +
      "  ]}\n" +
      "  columns={[\n" +
      '    { field: "departure", headerName: "Departure", type: "date", valueFormat: "ddd D MMM HH:mm", width: 140 },\n' +
      '    { field: "destination", headerName: "To", width: 60 },\n' +
      '    { field: "delay", headerName: "Delay", type: "number", valueFormat: 0, width: 80 },\n' +
      '    { field: "distance", headerName: "Miles", type: "number", valueFormat: 0, width: 80 },\n' +
      '    { field: "onTime", headerName: "On time", type: "boolean", width: 85, flex: 1 },\n' +
      "  ]} />",
  },
  {
    title: "Click a row to choose an airport",
    template:
      "<div>\n" +
      '  <Table title="Busiest departure airports" density="compact" selectedRowParameter="airport"\n' +
      `    rows={${airportRows}}\n` +
      `    columns={${airportColumns}} />\n` +
      "  <p>Chosen airport: <strong>\n" +
      '    {params.airport ? params.airport.name + " (" + params.airport.iata + ")" : "none yet"}\n' +
      "  </strong></p>\n" +
      "</div>",
  },
  {
    title: "Open a storyline from a row",
    template:
      '<Table title="Open an airport\'s profile in a new tab" density="compact"\n' +
      '  navigateTo="/storylines/us-air-travel" navigateParameters={{ origin: "iata" }}\n' +
      `  rows={${airportRows}}\n` +
      `  columns={${airportColumns}} />`,
  },
];
