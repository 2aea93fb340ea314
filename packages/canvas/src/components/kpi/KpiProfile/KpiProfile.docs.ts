import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { kpiProfileVariants } from "./KpiProfile.meta";

/** What authors read about KpiProfile in the gallery: its description, attribute table and live examples. */
export const kpiProfileDocs = defineComponentDocs({
  name: "KpiProfile",
  description:
    "A KPI with its recent history: title, figure, one change and a small trend line. 'full' is a card with the " +
    "trend across its width; 'compact' fits title, figure, trend and change on one line for lists of KPIs.",
  attributes: [
    { name: "title", type: "string", description: "What the figure is; names the block and its trend." },
    { name: "value", type: "string | number | null", description: "The current figure; numbers are formatted en-US." },
    {
      name: "delta",
      type: "string | number | { value, title?, class? }",
      description:
        "The change: a value (a number is shown with its sign), or an object with what it compares with and class " +
        "'positive' (green, up arrow) or 'negative' (red, down arrow).",
    },
    {
      name: "chart",
      type: "(number | null)[] | { values, color? }",
      description:
        "The history, oldest first; null leaves a gap. Give an object to choose the line colour (palette name or CSS).",
    },
    { name: "variant", type: "string", description: "'full' (default) or 'compact'.", options: kpiProfileVariants },
    { name: "unit", type: "string", description: "A unit shown after the figure." },
    { name: "decimals", type: "number", description: "Decimals of numeric figures (default: up to two)." },
    { name: "icon", type: "string", description: "A canvas icon shown beside the title." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Full cards",
      template:
        '<div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: 12 }}>\n' +
        '  <KpiProfile title="Tonnes per day" icon="truck" value={params.tonnes[params.tonnes.length - 1]} unit="t" decimals={0}\n' +
        '    delta={{ value: "+6.1%", title: "vs 14-day average", class: "positive" }} chart={params.tonnes} />\n' +
        '  <KpiProfile title="Average cycle" icon="timer" value={33.8} unit="min" decimals={1}\n' +
        '    delta={{ value: "+1.4 min", title: "vs last week", class: "negative" }}\n' +
        '    chart={{ values: params.cycle, color: "red" }} />\n' +
        "</div>",
      parameters: {
        tonnes: [41200, 43950, 39870, 44210, 45020, 38110, 42800, 46230, 44790, 47350],
        cycle: [31.2, 31.9, 32.4, null, 32.8, 33.1, 33.5, 33.8],
      },
    },
    {
      title: "Compact list",
      template:
        '<div style={{ display: "grid", gap: 8, maxWidth: 520 }}>\n' +
        "  {params.kpis.map((kpi) => (\n" +
        '    <KpiProfile key={kpi.title} variant="compact" title={kpi.title} value={kpi.value} chart={kpi.history}\n' +
        '      delta={{ value: kpi.change, class: kpi.good ? "positive" : "negative" }} />\n' +
        "  ))}\n" +
        "</div>",
      parameters: {
        kpis: [
          { title: "Availability", value: "91.2%", change: "+0.8 pts", good: true, history: [89, 90.1, 90.6, 91.2] },
          { title: "Utilisation", value: "78.4%", change: "-2.3 pts", good: false, history: [81.2, 80.7, 79.9, 78.4] },
          { title: "Payload fill", value: "96.1%", change: "+0.4 pts", good: true, history: [95.2, 95.9, 95.7, 96.1] },
        ],
      },
    },
  ] satisfies ComponentExample[],
});
