import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { deltaRowTag } from "./DeltaRow/DeltaRow.tag";
import { heatmapTableTag } from "./HeatmapTable/HeatmapTable.tag";
import { kpiIndicatorTag } from "./KpiIndicator/KpiIndicator.tag";
import { kpiMosaicTag } from "./KpiMosaic/KpiMosaic.tag";
import { kpiProfileTag } from "./KpiProfile/KpiProfile.tag";
import { minMaxIndicatorTag } from "./MinMaxIndicator/MinMaxIndicator.tag";
import { mosaicTag } from "./Mosaic/Mosaic.tag";
import { progressBarTag } from "./ProgressBar/ProgressBar.tag";

/** The kpi family, in the order the gallery lists it. */
export const kpiComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...kpiIndicatorTag,
    ...loadedOnUse(
      () => import("./KpiIndicator/KpiIndicator"),
      async () => (await import("./KpiIndicator/KpiIndicator.meta")).kpiIndicatorPropsSchema,
    ),
  }),
  defineComponent({
    ...kpiProfileTag,
    ...loadedOnUse(
      () => import("./KpiProfile/KpiProfile"),
      async () => (await import("./KpiProfile/KpiProfile.meta")).kpiProfilePropsSchema,
    ),
  }),
  defineComponent({
    ...deltaRowTag,
    ...loadedOnUse(
      () => import("./DeltaRow/DeltaRow"),
      async () => (await import("./DeltaRow/DeltaRow.meta")).deltaRowPropsSchema,
    ),
  }),
  defineComponent({
    ...progressBarTag,
    ...loadedOnUse(
      () => import("./ProgressBar/ProgressBar"),
      async () => (await import("./ProgressBar/ProgressBar.meta")).progressBarPropsSchema,
    ),
  }),
  defineComponent({
    ...minMaxIndicatorTag,
    ...loadedOnUse(
      () => import("./MinMaxIndicator/MinMaxIndicator"),
      async () => (await import("./MinMaxIndicator/MinMaxIndicator.meta")).minMaxIndicatorPropsSchema,
    ),
  }),
  defineComponent({
    ...kpiMosaicTag,
    ...loadedOnUse(
      () => import("./KpiMosaic/KpiMosaic"),
      async () => (await import("./KpiMosaic/KpiMosaic.meta")).kpiMosaicPropsSchema,
    ),
  }),
  defineComponent({
    ...mosaicTag,
    ...loadedOnUse(
      () => import("./Mosaic/Mosaic"),
      async () => (await import("./Mosaic/Mosaic.meta")).mosaicPropsSchema,
    ),
  }),
  defineComponent({
    ...heatmapTableTag,
    ...loadedOnUse(
      () => import("./HeatmapTable/HeatmapTable"),
      async () => (await import("./HeatmapTable/HeatmapTable.meta")).heatmapTablePropsSchema,
    ),
  }),
];
