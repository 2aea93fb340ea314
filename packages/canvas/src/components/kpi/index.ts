import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
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
    component: lazy(() => import("./KpiIndicator/KpiIndicator")),
  }),
  defineComponent({
    ...kpiProfileMeta,
    propsSchema: kpiProfilePropsSchema,
    component: lazy(() => import("./KpiProfile/KpiProfile")),
  }),
  defineComponent({
    ...deltaRowMeta,
    propsSchema: deltaRowPropsSchema,
    component: lazy(() => import("./DeltaRow/DeltaRow")),
  }),
  defineComponent({
    ...progressBarMeta,
    propsSchema: progressBarPropsSchema,
    component: lazy(() => import("./ProgressBar/ProgressBar")),
  }),
  defineComponent({
    ...minMaxIndicatorMeta,
    propsSchema: minMaxIndicatorPropsSchema,
    component: lazy(() => import("./MinMaxIndicator/MinMaxIndicator")),
  }),
  defineComponent({
    ...kpiMosaicMeta,
    propsSchema: kpiMosaicPropsSchema,
    component: lazy(() => import("./KpiMosaic/KpiMosaic")),
  }),
  defineComponent({ ...mosaicMeta, propsSchema: mosaicPropsSchema, component: lazy(() => import("./Mosaic/Mosaic")) }),
  defineComponent({
    ...heatmapTableMeta,
    propsSchema: heatmapTablePropsSchema,
    component: lazy(() => import("./HeatmapTable/HeatmapTable")),
  }),
];
