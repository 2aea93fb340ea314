import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { deltaRowMeta, deltaRowPropsSchema } from "./DeltaRow/DeltaRow.meta";
import { heatmapTableMeta, heatmapTablePropsSchema } from "./HeatmapTable/HeatmapTable.meta";
import { kpiIndicatorMeta, kpiIndicatorPropsSchema } from "./KpiIndicator/KpiIndicator.meta";
import { kpiMosaicMeta, kpiMosaicPropsSchema } from "./KpiMosaic/KpiMosaic.meta";
import { kpiProfileMeta, kpiProfilePropsSchema } from "./KpiProfile/KpiProfile.meta";
import { minMaxIndicatorMeta, minMaxIndicatorPropsSchema } from "./MinMaxIndicator/MinMaxIndicator.meta";
import { mosaicMeta, mosaicPropsSchema } from "./Mosaic/Mosaic.meta";
import { progressBarMeta, progressBarPropsSchema } from "./ProgressBar/ProgressBar.meta";

/** The kpi family, in the order the gallery lists it. */
export const kpiComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...kpiIndicatorMeta,
    propsSchema: kpiIndicatorPropsSchema,
    component: onDemand(() => import("./KpiIndicator/KpiIndicator")),
  }),
  defineComponent({
    ...kpiProfileMeta,
    propsSchema: kpiProfilePropsSchema,
    component: onDemand(() => import("./KpiProfile/KpiProfile")),
  }),
  defineComponent({
    ...deltaRowMeta,
    propsSchema: deltaRowPropsSchema,
    component: onDemand(() => import("./DeltaRow/DeltaRow")),
  }),
  defineComponent({
    ...progressBarMeta,
    propsSchema: progressBarPropsSchema,
    component: onDemand(() => import("./ProgressBar/ProgressBar")),
  }),
  defineComponent({
    ...minMaxIndicatorMeta,
    propsSchema: minMaxIndicatorPropsSchema,
    component: onDemand(() => import("./MinMaxIndicator/MinMaxIndicator")),
  }),
  defineComponent({
    ...kpiMosaicMeta,
    propsSchema: kpiMosaicPropsSchema,
    component: onDemand(() => import("./KpiMosaic/KpiMosaic")),
  }),
  defineComponent({
    ...mosaicMeta,
    propsSchema: mosaicPropsSchema,
    component: onDemand(() => import("./Mosaic/Mosaic")),
  }),
  defineComponent({
    ...heatmapTableMeta,
    propsSchema: heatmapTablePropsSchema,
    component: onDemand(() => import("./HeatmapTable/HeatmapTable")),
  }),
];
