import { PARAMETERS_HASH_QUERY_FLAG, PARAMETERS_QUERY_FLAG, type ShareGrantView } from "@storyframe/core";
import type { StorylineDocument } from "../storyline/storylineApi";

/** How the viewer shows a storyline opened through a share link. */
export type SharedView = { changeableParameters: readonly string[] };

/** Every parameter a storyline knows: its values', its filters' and its data sources' (as the server counts them). */
export function parameterNamesOf(document: StorylineDocument): Set<string> {
  return new Set([
    ...Object.keys(document.parameterValues),
    ...document.filters.map((filter) => filter.parameter),
    ...document.dataSources.flatMap((dataSource) => dataSource.parameters.map((parameter) => parameter.name)),
  ]);
}

/**
 * The storyline as a link shows it: opening with the link's values, with the filters of the parameters the
 * viewer may change and no others.
 */
export function sharedDocument(document: StorylineDocument, grant: ShareGrantView): StorylineDocument {
  const changeable = new Set(grant.changeableParameters);
  return {
    ...document,
    parameterValues: { ...document.parameterValues, ...grant.parameterValues },
    filters: document.filters.filter((filter) => changeable.has(filter.parameter)),
  };
}

/**
 * The address's query as a shared view reads it: the viewer flags and the position stay; values of parameters
 * the link fixes, and the packed form that could carry them, are dropped (the server would refuse them).
 */
export function sharedViewSearch(search: string, document: StorylineDocument, view: SharedView): string {
  const changeable = new Set(view.changeableParameters);
  const fixed = [...parameterNamesOf(document)].filter((name) => !changeable.has(name));
  const query = new URLSearchParams(search);
  for (const name of [...fixed, PARAMETERS_QUERY_FLAG, PARAMETERS_HASH_QUERY_FLAG]) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}

/** The values a link is made with: the viewer's current ones of the storyline's own parameters, empty ones left out. */
export function shareableValues(
  document: StorylineDocument,
  parameters: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const names = parameterNamesOf(document);
  return Object.fromEntries(
    Object.entries(parameters).filter(([name, value]) => names.has(name) && value !== undefined),
  );
}
