import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";
import { dailyTonnes } from "../shared/exampleData";

/** What authors read about AreaChart in the gallery: its description, attribute table and live examples. */
export const areaChartDocs = defineComponentDocs({
  name: "AreaChart",
  description:
    "Filled lines, on their own or stacked into a total (ore and waste making up the tonnes hauled). It shares " +
    "LineChart's attributes: seriesBy, zoom with range parameters, click targets, the data table.",
  attributes: [
    ...Object.values(cartesianAttributes),
    { name: "stacked", type: "boolean", description: "Stacks the series, so the top edge is their total." },
    { name: "smooth", type: "boolean", description: "Draws smoothed curves instead of straight segments." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Ore and waste stacked; a click opens the day",
      template:
        '<AreaChart title="Tonnes hauled per day" input={frame.tonnes} x="date" stacked yLabel="tonnes"\n' +
        '  y={[{ field: "ore", name: "Ore", color: "orange" }, { field: "waste", name: "Waste", color: "grey.500" }]}\n' +
        '  onPointClick={(row, api) => api.setParameter("day", row.date)} />\n' +
        '<p>Chosen day: <strong>{params.day ?? "click a point"}</strong></p>',
      frame: { tonnes: dailyTonnes },
      parameters: { day: null },
    },
  ] satisfies ComponentExample[],
});
