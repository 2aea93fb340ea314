import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { areaChartMeta, areaChartPropsSchema } from "./AreaChart/AreaChart.meta";
import { barChartMeta, barChartPropsSchema } from "./BarChart/BarChart.meta";
import { businessTimeSeriesMeta, businessTimeSeriesPropsSchema } from "./BusinessTimeSeries/BusinessTimeSeries.meta";
import { lineChartMeta, lineChartPropsSchema } from "./LineChart/LineChart.meta";
import { pieChartMeta, pieChartPropsSchema } from "./PieChart/PieChart.meta";
import { scatterChartMeta, scatterChartPropsSchema } from "./ScatterChart/ScatterChart.meta";
import { sparklineMeta, sparklinePropsSchema } from "./Sparkline/Sparkline.meta";

/**
 * The charts family, in the order the gallery lists it. One component per chart kind (not one Chart with a
 * type): each documents only the attributes that apply to it. ECharts loads with the first chart a canvas shows.
 */
export const chartsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...lineChartMeta,
    propsSchema: lineChartPropsSchema,
    component: onDemand(() => import("./LineChart/LineChart")),
  }),
  defineComponent({
    ...areaChartMeta,
    propsSchema: areaChartPropsSchema,
    component: onDemand(() => import("./AreaChart/AreaChart")),
  }),
  defineComponent({
    ...barChartMeta,
    propsSchema: barChartPropsSchema,
    component: onDemand(() => import("./BarChart/BarChart")),
  }),
  defineComponent({
    ...scatterChartMeta,
    propsSchema: scatterChartPropsSchema,
    component: onDemand(() => import("./ScatterChart/ScatterChart")),
  }),
  defineComponent({
    ...pieChartMeta,
    propsSchema: pieChartPropsSchema,
    component: onDemand(() => import("./PieChart/PieChart")),
  }),
  defineComponent({
    ...businessTimeSeriesMeta,
    propsSchema: businessTimeSeriesPropsSchema,
    component: onDemand(() => import("./BusinessTimeSeries/BusinessTimeSeries")),
  }),
  defineComponent({
    ...sparklineMeta,
    propsSchema: sparklinePropsSchema,
    component: onDemand(() => import("./Sparkline/Sparkline")),
  }),
];
