import type { ComponentExample } from "../../../defineComponent";

const kpiHeadings = [
  { key: "tonnes", label: "Tonnes", detail: "vs plan" },
  { key: "cycle", label: "Cycle time", detail: "vs plan" },
  { key: "availability", label: "Availability", detail: "vs 90 %" },
  { key: "queuing", label: "Queuing", detail: "vs 8 %" },
];

type SiteRow = [site: string, ...cells: [score: number, actual: string, plan: string, fill: number][]];

const siteRows: SiteRow[] = [
  [
    "North pit",
    [0.42, "48,210 t", "44,000 t", 1.1],
    [0.18, "29.4 min", "30 min", 0.98],
    [0.3, "92.4%", "90%", 0.92],
    [-0.25, "9.9%", "8%", 0.99],
  ],
  [
    "South pit",
    [-0.61, "35,870 t", "44,000 t", 0.82],
    [-0.97, "37.9 min", "30 min", 1.26],
    [-0.4, "86.1%", "90%", 0.86],
    [-0.7, "13.6%", "8%", 1],
  ],
  [
    "Crusher",
    [0.08, "61,340 t", "60,000 t", 1.02],
    [0.02, "—", "—", 0],
    [0.96, "99.1%", "90%", 0.99],
    [0.55, "3.6%", "8%", 0.45],
  ],
  [
    "Stockpile 1",
    [-0.15, "18,920 t", "20,000 t", 0.95],
    [0.35, "24.8 min", "27 min", 0.92],
    [0.1, "90.8%", "90%", 0.91],
    [0.2, "6.4%", "8%", 0.8],
  ],
  [
    "East dump",
    [0.99, "52,480 t", "40,000 t", 1.31],
    [-0.3, "33.1 min", "31 min", 1.07],
    [0.05, "90.4%", "90%", 0.9],
    [-0.05, "8.4%", "8%", 1],
  ],
];

const siteKpis = {
  xHeadings: kpiHeadings,
  yHeadings: siteRows.map(([site]) => site),
  cells: siteRows.map(([site, ...cells]) =>
    cells.map(([score, actual, plan, fill], index) => ({
      value: score,
      fields: [actual, { name: "Plan", value: plan }],
      progressBar: { fillPercentage: fill, text: `${Math.round(fill * 100)}%` },
      tooltip: `${site}, ${kpiHeadings[index]?.label}: ${actual} against ${plan}.`,
    })),
  ),
};

export const mosaicExamples: ComponentExample[] = [
  {
    title: "Site KPIs against plan",
    template:
      "<Mosaic\n" +
      '  label="Site KPIs against plan"\n' +
      '  corner="Site"\n' +
      "  input={params.siteKpis}\n" +
      '  visibleRowsParameter="shownSites"\n' +
      '  legend={{ low: "Behind plan", high: "Ahead of plan" }}\n' +
      "/>\n" +
      '<p style={{ margin: "12px 0 0", fontSize: 13 }}>\n' +
      '  Shown in full: {params.shownSites ? params.shownSites.join(", ") : "every site"}\n' +
      "</p>",
    parameters: { siteKpis, shownSites: null },
  },
  {
    title: "Utilisation by truck and day, from rows",
    template:
      "<Mosaic\n" +
      '  fontSize="small"\n' +
      '  corner="Truck"\n' +
      '  label="Utilisation by truck and day"\n' +
      '  visibleColumnsParameter="shownDays"\n' +
      "  input={{\n" +
      "    xHeadings: params.days,\n" +
      "    yHeadings: params.trucks.map((truck) => ({ key: truck.id, label: truck.id, detail: truck.model })),\n" +
      "    cells: params.trucks.map((truck) =>\n" +
      "      truck.utilisation.map((share) =>\n" +
      "        share === null\n" +
      '          ? { fields: ["In workshop"], backgroundColor: "#eeeeee", tooltip: truck.id + " was in maintenance all day." }\n' +
      "          : { value: (share - params.fleetAverage) / 0.15, fields: [fmt.percent(share, 0)] }\n" +
      "      )\n" +
      "    ),\n" +
      "  }}\n" +
      "/>",
    parameters: {
      fleetAverage: 0.78,
      days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      trucks: [
        { id: "HT-01", model: "CAT 785D", utilisation: [0.82, 0.86, 0.44, 0.81, 0.85, 0.79, 0.88] },
        { id: "HT-02", model: "CAT 785D", utilisation: [0.79, 0.8, 0.83, null, null, 0.62, 0.77] },
        { id: "HT-03", model: "CAT 789D", utilisation: [0.91, 0.94, 0.9, 0.88, 0.93, 0.87, 0.9] },
        { id: "HT-04", model: "CAT 789D", utilisation: [0.71, 0.68, 0.74, 0.77, 0.7, 0.66, 0.73] },
        { id: "HT-05", model: "Komatsu 830E", utilisation: [0.84, 0.8, 0.78, 0.82, 0.79, 0.81, 0.83] },
      ],
    },
  },
];
