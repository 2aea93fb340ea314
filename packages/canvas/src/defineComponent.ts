import type { ComponentType } from "react";
import type { z } from "zod";

/** One documented attribute of a canvas component (canvas-components §3, component metadata). */
export type ComponentAttribute = {
  name: string;
  type: string;
  description: string;
  options?: readonly string[];
};

export type ComponentExample = { title: string; template: string };

/** A canvas component with the metadata authors read in the gallery and the debugger. */
export type ComponentDefinition<Props extends object = object> = {
  name: string;
  description: string;
  attributes: readonly ComponentAttribute[];
  isSelfClosing?: boolean;
  propsSchema: z.ZodType<Props>;
  examples: readonly ComponentExample[];
  component: ComponentType<Props>;
};

/**
 * Declares a canvas component once, with its metadata beside it. Refuses
 * definitions whose metadata would mislead authors: a name that is not a
 * PascalCase tag, an empty description, or an attribute listed twice.
 */
export function defineComponent<Props extends object>(
  definition: ComponentDefinition<Props>,
): ComponentDefinition<Props> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(definition.name)) {
    throw new Error(`Component name '${definition.name}' must be PascalCase, as used in templates.`);
  }
  if (definition.description.trim() === "") {
    throw new Error(`Component '${definition.name}' needs a description.`);
  }
  const seen = new Set<string>();
  for (const attribute of definition.attributes) {
    if (seen.has(attribute.name)) {
      throw new Error(`Component '${definition.name}' lists the attribute '${attribute.name}' twice.`);
    }
    seen.add(attribute.name);
  }
  return definition;
}
