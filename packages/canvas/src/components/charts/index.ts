import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { areaChartTag } from "./AreaChart/AreaChart.tag";
import { barChartTag } from "./BarChart/BarChart.tag";
import { businessTimeSeriesTag } from "./BusinessTimeSeries/BusinessTimeSeries.tag";
import { lineChartTag } from "./LineChart/LineChart.tag";
import { pieChartTag } from "./PieChart/PieChart.tag";
import { scatterChartTag } from "./ScatterChart/ScatterChart.tag";
import { sparklineTag } from "./Sparkline/Sparkline.tag";

/**
 * The charts family, in the order the gallery lists it. One component per chart kind (not one Chart with a
 * type): each documents only the attributes that apply to it. ECharts loads with the first chart a canvas shows.
 */
export const chartsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...lineChartTag,
    ...loadedOnUse(
      () => import("./LineChart/LineChart"),
      async () => (await import("./LineChart/LineChart.meta")).lineChartPropsSchema,
    ),
  }),
  defineComponent({
    ...areaChartTag,
    ...loadedOnUse(
      () => import("./AreaChart/AreaChart"),
      async () => (await import("./AreaChart/AreaChart.meta")).areaChartPropsSchema,
    ),
  }),
  defineComponent({
    ...barChartTag,
    ...loadedOnUse(
      () => import("./BarChart/BarChart"),
      async () => (await import("./BarChart/BarChart.meta")).barChartPropsSchema,
    ),
  }),
  defineComponent({
    ...scatterChartTag,
    ...loadedOnUse(
      () => import("./ScatterChart/ScatterChart"),
      async () => (await import("./ScatterChart/ScatterChart.meta")).scatterChartPropsSchema,
    ),
  }),
  defineComponent({
    ...pieChartTag,
    ...loadedOnUse(
      () => import("./PieChart/PieChart"),
      async () => (await import("./PieChart/PieChart.meta")).pieChartPropsSchema,
    ),
  }),
  defineComponent({
    ...businessTimeSeriesTag,
    ...loadedOnUse(
      () => import("./BusinessTimeSeries/BusinessTimeSeries"),
      async () => (await import("./BusinessTimeSeries/BusinessTimeSeries.meta")).businessTimeSeriesPropsSchema,
    ),
  }),
  defineComponent({
    ...sparklineTag,
    ...loadedOnUse(
      () => import("./Sparkline/Sparkline"),
      async () => (await import("./Sparkline/Sparkline.meta")).sparklinePropsSchema,
    ),
  }),
];
