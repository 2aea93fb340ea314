import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";

const countries = [
  { country: "Bangladesh", region: "South Asia", fertility: 2.4, life_expect: 70.8, pop: 156 },
  { country: "Brazil", region: "America", fertility: 1.9, life_expect: 72.4, pop: 199 },
  { country: "China", region: "East Asia & Pacific", fertility: 1.6, life_expect: 73.0, pop: 1330 },
  { country: "India", region: "South Asia", fertility: 2.8, life_expect: 64.7, pop: 1148 },
  { country: "Japan", region: "East Asia & Pacific", fertility: 1.3, life_expect: 82.6, pop: 127 },
  { country: "Nigeria", region: "Sub-Saharan Africa", fertility: 5.3, life_expect: 46.9, pop: 146 },
  { country: "South Africa", region: "Sub-Saharan Africa", fertility: 2.6, life_expect: 49.3, pop: 44 },
  { country: "United States", region: "America", fertility: 2.1, life_expect: 78.2, pop: 304 },
  { country: "Germany", region: "Europe & Central Asia", fertility: 1.4, life_expect: 79.4, pop: 82 },
  { country: "Egypt", region: "Middle East & North Africa", fertility: 2.9, life_expect: 71.3, pop: 82 },
];

/** What authors read about ScatterChart in the gallery: its description, attribute table and live examples. */
export const scatterChartDocs = defineComponentDocs({
  name: "ScatterChart",
  description:
    "Points placed by two numbers, coloured per value of seriesBy and optionally sized by a third field (a " +
    "bubble chart). The tooltip names the point (label field) and lists its values. Shares the cartesian " +
    "attributes: zoom with range parameters on x, click targets, the data table.",
  attributes: [
    ...Object.values(cartesianAttributes),
    { name: "size", type: "string", description: "Field that sizes each point by area (population, tonnes…)." },
    { name: "label", type: "string", description: "Field that names each point in its tooltip (country, truck…)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Life expectancy against fertility, 2005",
      template:
        '<ScatterChart title="Life expectancy and fertility, 2005" input={frame.countries} x="fertility"\n' +
        '  y={[{ field: "life_expect", name: "Life expectancy" }]} seriesBy="region" size="pop" label="country"\n' +
        '  xLabel="Children per woman" yLabel="Life expectancy (years)" height={340} />',
      frame: { countries },
    },
  ] satisfies ComponentExample[],
});
