import { chartsComponentDocs } from "./components/charts/docs";
import { contextComponentDocs } from "./components/context/docs";
import { datesComponentDocs } from "./components/dates/docs";
import { diagramsComponentDocs } from "./components/diagrams/docs";
import { displayComponentDocs } from "./components/display/docs";
import { entitiesComponentDocs } from "./components/entities/docs";
import { feedbackComponentDocs } from "./components/feedback/docs";
import { gridsComponentDocs } from "./components/grids/docs";
import { inputsComponentDocs } from "./components/inputs/docs";
import { kpiComponentDocs } from "./components/kpi/docs";
import { layoutComponentDocs } from "./components/layout/docs";
import { mapsComponentDocs } from "./components/maps/docs";
import { mediaComponentDocs } from "./components/media/docs";
import { overlaysComponentDocs } from "./components/overlays/docs";
import { selectionComponentDocs } from "./components/selection/docs";
import { tablesComponentDocs } from "./components/tables/docs";
import { timelineComponentDocs } from "./components/timeline/docs";
import type { ComponentDocs } from "./defineComponent";

/**
 * Every component's docs (description, attribute table, live examples), each family's folder listing its own.
 * Only the gallery loads this module, through `loadDocumentedComponents`: the viewer renders without any of
 * it. It imports no registry, so that the viewer's modules stay in the viewer's chunks.
 */
export const componentDocs: readonly ComponentDocs[] = [
  ...inputsComponentDocs,
  ...selectionComponentDocs,
  ...datesComponentDocs,
  ...displayComponentDocs,
  ...feedbackComponentDocs,
  ...layoutComponentDocs,
  ...contextComponentDocs,
  ...overlaysComponentDocs,
  ...mediaComponentDocs,
  ...tablesComponentDocs,
  ...gridsComponentDocs,
  ...chartsComponentDocs,
  ...kpiComponentDocs,
  ...timelineComponentDocs,
  ...diagramsComponentDocs,
  ...mapsComponentDocs,
  ...entitiesComponentDocs,
];
