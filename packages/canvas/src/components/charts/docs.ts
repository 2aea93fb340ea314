import type { ComponentDocs } from "../../defineComponent";
import { areaChartDocs } from "./AreaChart/AreaChart.docs";
import { barChartDocs } from "./BarChart/BarChart.docs";
import { businessTimeSeriesDocs } from "./BusinessTimeSeries/BusinessTimeSeries.docs";
import { lineChartDocs } from "./LineChart/LineChart.docs";
import { pieChartDocs } from "./PieChart/PieChart.docs";
import { scatterChartDocs } from "./ScatterChart/ScatterChart.docs";
import { sparklineDocs } from "./Sparkline/Sparkline.docs";

/** The docs of the charts family, in the order of `chartsComponents`. */
export const chartsComponentDocs: readonly ComponentDocs[] = [
  lineChartDocs,
  areaChartDocs,
  barChartDocs,
  scatterChartDocs,
  pieChartDocs,
  businessTimeSeriesDocs,
  sparklineDocs,
];
