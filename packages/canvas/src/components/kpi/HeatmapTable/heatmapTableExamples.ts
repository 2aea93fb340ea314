import type { ComponentExample } from "../../../defineComponent";

export const heatmapTableExamples: ComponentExample[] = [
  {
    title: "Cycle time by route and shift",
    template:
      "<HeatmapTable\n" +
      '  caption="Average cycle time in minutes, last 14 days"\n' +
      '  rowHeaderTitle="Route"\n' +
      "  decimals={1}\n" +
      "  columns={[\n" +
      '    { title: "Day shift", children: [{ title: "Week 42" }, { title: "Week 43" }] },\n' +
      '    { title: "Night shift", children: [{ title: "Week 42" }, { title: "Week 43" }] },\n' +
      "  ]}\n" +
      "  rows={params.routes.map((route) => ({\n" +
      "    title: route.name,\n" +
      "    cells: route.minutes.map((minutes) => ({\n" +
      "      content: minutes,\n" +
      '      backgroundColor: minutes > 34 ? "#c62828" : minutes > 30 ? "#ffb74d" : "#c8e6c9",\n' +
      "    })),\n" +
      "  }))}\n" +
      "/>",
    parameters: {
      routes: [
        { name: "North pit → Crusher", minutes: [27.4, 27.9, 29.8, 30.6] },
        { name: "South pit → Crusher", minutes: [31.2, 30.4, 34.9, 35.6] },
        { name: "North pit → East dump", minutes: [33.8, 32.1, 36.2, 35.1] },
        { name: "South pit → Stockpile 2", minutes: [24.6, 25.3, 26.1, 27.2] },
      ],
    },
  },
  {
    title: "Three header levels",
    template:
      "<HeatmapTable\n" +
      '  caption="Availability by truck model"\n' +
      '  rowHeaderTitle="Model"\n' +
      "  columns={[\n" +
      '    { title: "2026", children: [\n' +
      '      { title: "Q3", children: [{ title: "Aug" }, { title: "Sep" }] },\n' +
      '      { title: "Q4", children: [{ title: "Oct" }] },\n' +
      "    ] },\n" +
      '    { title: "Target" },\n' +
      "  ]}\n" +
      "  rows={[\n" +
      '    { title: "CAT 785D", cells: [{ content: "91%", backgroundColor: "green" }, { content: "88%", backgroundColor: "yellow" }, { content: "93%", backgroundColor: "green" }, { content: "90%" }] },\n' +
      '    { title: "CAT 789D", cells: [{ content: "84%", backgroundColor: "orange" }, { content: "79%", backgroundColor: "red" }, { content: "86%", backgroundColor: "orange" }, { content: "90%" }] },\n' +
      '    { title: "Komatsu 830E", cells: [{ content: "92%", backgroundColor: "green" }, null, { content: "94%", backgroundColor: "darkblue", foregroundColor: "#ffffff" }, { content: "90%" }] },\n' +
      "  ]}\n" +
      "/>",
  },
];
