import { chartsComponents } from "./components/charts";
import { contextComponents } from "./components/context";
import { datesComponents } from "./components/dates";
import { diagramsComponents } from "./components/diagrams";
import { displayComponents } from "./components/display";
import { entitiesComponents } from "./components/entities";
import { feedbackComponents } from "./components/feedback";
import { gridsComponents } from "./components/grids";
import { inputsComponents } from "./components/inputs";
import { kpiComponents } from "./components/kpi";
import { layoutComponents } from "./components/layout";
import { mapsComponents } from "./components/maps";
import { mediaComponents } from "./components/media";
import { overlaysComponents } from "./components/overlays";
import { selectionComponents } from "./components/selection";
import { tablesComponents } from "./components/tables";
import { timelineComponents } from "./components/timeline";
import { type DocumentedComponent, documentComponents, type RegisteredComponent } from "./defineComponent";

/**
 * Every canvas component, as a plain typed list (no discovery magic). Each
 * family's folder lists its own; the code of a component loads only when a
 * canvas renders it (see `defineComponent`). Descriptions, attribute tables
 * and examples are not here: see `loadDocumentedComponents`.
 */
export const componentRegistry: readonly RegisteredComponent[] = [
  ...inputsComponents,
  ...selectionComponents,
  ...datesComponents,
  ...displayComponents,
  ...feedbackComponents,
  ...layoutComponents,
  ...contextComponents,
  ...overlaysComponents,
  ...mediaComponents,
  ...tablesComponents,
  ...gridsComponents,
  ...chartsComponents,
  ...kpiComponents,
  ...timelineComponents,
  ...diagramsComponents,
  ...mapsComponents,
  ...entitiesComponents,
];

let documented: Promise<readonly DocumentedComponent[]> | undefined;

/**
 * Every component with its docs (description, attribute table, live examples), loaded once on demand: the
 * docs are a chunk of their own that the gallery downloads and the viewer never does.
 */
export function loadDocumentedComponents(): Promise<readonly DocumentedComponent[]> {
  documented ??= import("./docsRegistry").then(
    ({ componentDocs }) => documentComponents(componentRegistry, componentDocs),
    (error: unknown) => {
      documented = undefined; // a failed download is tried again by the next call
      throw error;
    },
  );
  return documented;
}
