import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";
import { dailyTonnes, delaysByHour } from "../shared/exampleData";

/** What authors read about BarChart in the gallery: its description, attribute table and live examples. */
export const barChartDocs = defineComponentDocs({
  name: "BarChart",
  description:
    "Bars per category (numbers on x count as categories unless xType says otherwise), grouped side by side or " +
    "stacked, upright or horizontal. It shares LineChart's attributes: seriesBy, zoom with range parameters, " +
    "click targets, the data table.",
  attributes: [
    ...Object.values(cartesianAttributes),
    { name: "stacked", type: "boolean", description: "Stacks the series on each other instead of side by side." },
    {
      name: "horizontal",
      type: "boolean",
      description: "Bars run left to right with the categories down the side (better for long names).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Departure delay by hour",
      template:
        '<BarChart title="Average departure delay by hour" input={frame.delays} x="hour" xLabel="Hour of day"\n' +
        '  y={[{ field: "delay", name: "Delay (min)", color: "orange" }]} height={260} />',
      frame: { delays: delaysByHour },
    },
    {
      title: "Stacked tonnes with a zoom range",
      template:
        '<BarChart title="Tonnes per day" input={frame.tonnes} x="date" xType="category" stacked\n' +
        '  y={[{ field: "ore", name: "Ore" }, { field: "waste", name: "Waste", color: "grey.500" }]}\n' +
        '  xMinParameter="fromDay" xMaxParameter="toDay" />\n' +
        '<p>Days shown: {params.fromDay ?? "all"} to {params.toDay ?? "all"}</p>',
      frame: { tonnes: dailyTonnes.map(({ target: _target, ...row }) => row) },
      parameters: { fromDay: null, toDay: null },
    },
  ] satisfies ComponentExample[],
});
