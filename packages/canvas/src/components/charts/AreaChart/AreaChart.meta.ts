import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";
import { cartesianAttributes, cartesianPropsShape } from "../shared/cartesianProps";
import { dailyTonnes } from "../shared/exampleData";

export const areaChartPropsSchema = z.object({
  ...cartesianPropsShape,
  stacked: z.boolean().default(false),
  smooth: z.boolean().default(false),
});

export type AreaChartProps = z.output<typeof areaChartPropsSchema>;

export const areaChartMeta = {
  name: "AreaChart",
  family: "charts",
  description:
    "Filled lines, on their own or stacked into a total (ore and waste making up the tonnes hauled). It shares " +
    "LineChart's attributes: seriesBy, zoom with range parameters, click targets, the data table.",
  isSelfClosing: true,
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
} as const;
