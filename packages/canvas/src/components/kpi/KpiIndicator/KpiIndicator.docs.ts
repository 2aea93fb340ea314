import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about KpiIndicator in the gallery: its description, attribute table and live examples. */
export const kpiIndicatorDocs = defineComponentDocs({
  name: "KpiIndicator",
  description:
    "One headline figure with its title and any number of changes under it. A positive change is green with an " +
    "up arrow, a negative one red with a down arrow; 'positive' means good news, so a falling cost can be positive.",
  attributes: [
    {
      name: "value",
      type: "string | number | null",
      description: "The figure; numbers are formatted en-US, null shows a dash.",
    },
    { name: "title", type: "string", description: "What the figure is, e.g. 'Tonnes hauled'. Names the block." },
    {
      name: "deltas",
      type: "{ value, title?, class? }[]",
      description:
        "Changes shown under the figure: the value ('+4.2%' or a number, shown with its sign), what it compares " +
        "with ('vs last week'), and class 'positive' or 'negative' (leave it out for a neutral grey change).",
    },
    { name: "unit", type: "string", description: "A unit shown after the figure, e.g. 't' or 'min'." },
    {
      name: "decimals",
      type: "number",
      description: "Decimals of a numeric value and numeric deltas (default: up to two, as needed).",
    },
    { name: "icon", type: "string", description: "A canvas icon shown beside the title, e.g. 'truck'." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Headline figures",
      template:
        '<div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 12 }}>\n' +
        '  <KpiIndicator title="Tonnes hauled" icon="truck" value={params.tonnes} unit="t" decimals={0}\n' +
        '    deltas={[{ value: "+4.2%", title: "vs previous 14 days", class: "positive" }]} />\n' +
        '  <KpiIndicator title="Average cycle" icon="timer" value={params.cycle} unit="min" decimals={1}\n' +
        '    deltas={[{ value: "1.3 min slower", title: "than the previous 14 days", class: "negative" }]} />\n' +
        '  <KpiIndicator title="Utilisation" icon="speed" value="81.4%"\n' +
        "    deltas={[\n" +
        '      { value: "+2.1 pts", title: "day shifts", class: "positive" },\n' +
        '      { value: "-3.8 pts", title: "night shifts", class: "negative" },\n' +
        "    ]} />\n" +
        '  <KpiIndicator title="Trucks hauling" value={params.trucks} deltas={[{ value: "0", title: "no change" }]} />\n' +
        "</div>",
      parameters: { tonnes: 1_284_530, cycle: 31.6, trucks: 24 },
    },
  ] satisfies ComponentExample[],
});
