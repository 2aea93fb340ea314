import type { ComponentDocs } from "../../defineComponent";
import { deltaRowDocs } from "./DeltaRow/DeltaRow.docs";
import { heatmapTableDocs } from "./HeatmapTable/HeatmapTable.docs";
import { kpiIndicatorDocs } from "./KpiIndicator/KpiIndicator.docs";
import { kpiMosaicDocs } from "./KpiMosaic/KpiMosaic.docs";
import { kpiProfileDocs } from "./KpiProfile/KpiProfile.docs";
import { minMaxIndicatorDocs } from "./MinMaxIndicator/MinMaxIndicator.docs";
import { mosaicDocs } from "./Mosaic/Mosaic.docs";
import { progressBarDocs } from "./ProgressBar/ProgressBar.docs";

/** The docs of the kpi family, in the order of `kpiComponents`. */
export const kpiComponentDocs: readonly ComponentDocs[] = [
  kpiIndicatorDocs,
  kpiProfileDocs,
  deltaRowDocs,
  progressBarDocs,
  minMaxIndicatorDocs,
  kpiMosaicDocs,
  mosaicDocs,
  heatmapTableDocs,
];
