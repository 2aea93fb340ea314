import type { ComponentExample } from "../../../defineComponent";

const columns = {
  output: {
    display: { text: "Output", graphics: [{ type: "Icon", name: "truck", color: "darkblue" }] },
    children: {
      tonnes: { display: { text: "Tonnes", subtext: "vs plan" } },
      cycle: { display: { text: "Cycle time", subtext: "minutes" } },
    },
  },
  time: {
    display: { text: "Time use", graphics: [{ type: "MaterialUI", name: "AccessTime", color: "darkblue" }] },
    children: { availability: "Availability", utilisation: "Utilisation" },
  },
  safety: { display: { text: "Safety", graphics: [{ type: "FontAwesome", name: "fa-solid fa-shield-halved" }] } },
};

const rows = {
  gauteng: {
    display: { text: "Gauteng", subtext: "2 pits" },
    children: { north: "North pit", south: "South pit" },
  },
  limpopo: {
    display: { text: "Limpopo", subtext: "1 pit" },
    collapsed: true,
    children: { mogalakwena: "Mogalakwena" },
  },
};

type Figures = [
  tonnes: number,
  plan: number,
  cycle: number,
  availability: number,
  utilisation: number,
  incidents: number,
];

const figures: Record<string, Figures> = {
  gauteng: [84_080, 88_000, 31.8, 0.902, 0.784, 1],
  north: [48_210, 44_000, 29.4, 0.924, 0.812, 0],
  south: [35_870, 44_000, 34.3, 0.881, 0.756, 1],
  limpopo: [61_950, 60_000, 27.9, 0.915, 0.829, 0],
  mogalakwena: [61_950, 60_000, 27.9, 0.915, 0.829, 0],
};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const isSite = (row: string) => !(row in rows);

const cells = Object.entries(figures).flatMap(([row, [tonnes, plan, cycle, availability, utilisation, incidents]]) => {
  const targets = isSite(row) ? { businessMap: row, dashboard: row } : undefined;
  const hoverItems = isSite(row)
    ? [
        { label: "Shift log", icon: "history", value: "shift-log" },
        { label: "Loader queue", icon: "timer", value: "queue" },
      ]
    : [];
  return [
    {
      row_coordinate: row,
      column_coordinate: "tonnes",
      targets,
      hoverItems,
      datasets: [
        {
          title: "Hauled",
          value: tonnes,
          unit: "t",
          decimals: 0,
          class: tonnes >= plan ? "positive" : "negative",
          trend: [0.94, 0.97, 1.01, 0.99, tonnes / plan].map((share) => Math.round(share * plan)),
        },
        { title: "Plan", value: plan, unit: "t", decimals: 0 },
      ],
    },
    {
      row_coordinate: row,
      column_coordinate: "cycle",
      datasets: [
        { title: "Average", value: cycle, unit: "min", decimals: 1, class: cycle > 32 ? "warning" : "neutral" },
      ],
    },
    {
      row_coordinate: row,
      column_coordinate: "availability",
      datasets: [{ value: percent(availability), class: availability >= 0.9 ? "positive" : "negative" }],
    },
    {
      row_coordinate: row,
      column_coordinate: "utilisation",
      datasets: [{ value: percent(utilisation), class: utilisation >= 0.8 ? "positive" : "negative" }],
    },
    {
      row_coordinate: row,
      column_coordinate: "output",
      datasets: [
        { title: "Hauled", value: tonnes, unit: "t", decimals: 0, class: tonnes >= plan ? "positive" : "negative" },
        { title: "Cycle", value: cycle, unit: "min", decimals: 1 },
      ],
    },
    {
      row_coordinate: row,
      column_coordinate: "time",
      datasets: [
        { title: "Availability", value: percent(availability) },
        { title: "Utilisation", value: percent(utilisation) },
      ],
    },
    {
      row_coordinate: row,
      column_coordinate: "safety",
      backgroundColor: incidents > 0 ? "#ffcdd2" : "#c8e6c9",
      datasets: [{ title: "Incidents", value: incidents, class: incidents > 0 ? "negative" : "positive" }],
    },
  ];
});

export const kpiMosaicExamples: ComponentExample[] = [
  {
    title: "Regions and sites",
    template:
      "<KpiMosaic\n" +
      '  label="Operations by region and site"\n' +
      '  corner="Region / site"\n' +
      "  columns={params.columns}\n" +
      "  rows={params.rows}\n" +
      "  cells={params.cells}\n" +
      '  expandedRowsParameter="openRegions"\n' +
      '  expandedColumnsParameter="openAreas"\n' +
      '  onNavigateToBusinessMap={(target, cell, api) => api.setParameter("mapSite", target)}\n' +
      '  onNavigateToDashboard={(target, cell, api) => api.setParameter("dashboardSite", target)}\n' +
      '  onHoverItemClick={(item, cell, api) => api.setParameter("opened", item.value + " of " + cell.row_coordinate)}\n' +
      "/>",
    parameters: {
      columns,
      rows,
      cells,
      openRegions: null,
      openAreas: null,
      mapSite: null,
      dashboardSite: null,
      opened: null,
    },
  },
  {
    title: "Flat grid with links",
    template:
      "<KpiMosaic\n" +
      '  corner="Truck"\n' +
      '  columns={{ util: "Utilisation", fuel: { display: { text: "Fuel", graphics: [{ type: "Icon", name: "fuel" }] } } }}\n' +
      '  rows={{ "HT-07": "HT-07", "HT-12": "HT-12" }}\n' +
      "  cells={[\n" +
      '    { row_coordinate: "HT-07", column_coordinate: "util", datasets: [{ value: "84.2%", class: "positive" }],\n' +
      '      targets: { dashboard: "/storylines/fleet-operations" } },\n' +
      '    { row_coordinate: "HT-07", column_coordinate: "fuel", datasets: [{ value: 412, unit: "L/shift" }] },\n' +
      '    { row_coordinate: "HT-12", column_coordinate: "util", datasets: [{ value: "61.0%", class: "negative" }],\n' +
      '      hoverItems: [{ label: "Two breakdowns this week", icon: "build" }] },\n' +
      '    { row_coordinate: "HT-12", column_coordinate: "fuel", datasets: [{ value: 455, unit: "L/shift", class: "warning" }] },\n' +
      "  ]}\n" +
      "/>",
  },
];
