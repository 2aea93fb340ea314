import { loadAll } from "./onDemand";
import { elementNamesUsedBy } from "./template/elementNames";
import type { CanvasComponents } from "./template/renderTemplate";
import type { TemplateSource } from "./template/templateSource";

/**
 * Loads the code of the components the template named (and the templates it includes) uses, so that a frame shown
 * later renders them at once. Settles when all have settled, whatever the outcome: a failed load is shown by the
 * component itself when it renders.
 */
export function preloadComponentsOf(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
  components: CanvasComponents,
): Promise<void> {
  const used = [...elementNamesUsedBy(templateName, templates)].flatMap((name) =>
    Object.hasOwn(components, name) ? [components[name]] : [],
  );
  return loadAll(used);
}
