import type { ComponentType } from "react";
import { z } from "zod";

/** One documented attribute of a canvas component (canvas-components §3, component metadata). */
export type ComponentAttribute = {
  name: string;
  type: string;
  description: string;
  options?: readonly string[];
};

/** The gallery's sections, in the order it shows them. */
export const componentFamilies = [
  "inputs",
  "selection",
  "dates",
  "display",
  "feedback",
  "layout",
  "overlays",
  "media",
  "tables",
  "grids",
  "charts",
  "kpi",
  "timeline",
  "entities",
] as const;

export type ComponentFamily = (typeof componentFamilies)[number];

/** A live example: a template using the component, with the parameters and frame data it starts from. */
export type ComponentExample = {
  title: string;
  template: string;
  /** Template CSS for the example, scoped to it like a frame's. */
  css?: string;
  parameters?: Readonly<Record<string, unknown>>;
  frame?: Readonly<Record<string, unknown>>;
};

/** A canvas component with the metadata authors read in the gallery and the debugger. */
export type ComponentDefinition<Props extends object = object> = {
  name: string;
  family: ComponentFamily;
  description: string;
  attributes: readonly ComponentAttribute[];
  /** Written `<Name />` in templates: the component takes no children. */
  isSelfClosing?: boolean;
  propsSchema: z.ZodType<Props>;
  examples: readonly ComponentExample[];
  /** Usually `lazy(() => import("./Name"))`, so pages load a component's code only when a canvas uses it. */
  component: ComponentType<Props>;
};

/** A definition with its props type erased, as the registry holds it. */
export type RegisteredComponent = Omit<ComponentDefinition, "propsSchema" | "component"> & {
  propsSchema: z.ZodType<unknown>;
  component: ComponentType<never>;
};

/** Props every component may take without listing them: React passes children itself. */
const implicitProps = new Set(["children"]);

/**
 * Declares a canvas component once, with its metadata beside it. Refuses
 * definitions whose metadata would mislead authors: a name that is not a
 * PascalCase tag, an empty description, an attribute listed twice or without
 * a description, no example, or an attribute table that does not match the
 * props schema (every prop documented, nothing documented that is not a prop).
 */
export function defineComponent<Props extends object>(definition: ComponentDefinition<Props>): RegisteredComponent {
  const { name } = definition;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error(`Component name '${name}' must be PascalCase, as used in templates.`);
  }
  if (definition.description.trim() === "") {
    throw new Error(`Component '${name}' needs a description.`);
  }
  if (definition.examples.length === 0) {
    throw new Error(`Component '${name}' needs at least one example.`);
  }
  const seen = new Set<string>();
  for (const attribute of definition.attributes) {
    if (seen.has(attribute.name)) {
      throw new Error(`Component '${name}' lists the attribute '${attribute.name}' twice.`);
    }
    if (attribute.description.trim() === "") {
      throw new Error(`Component '${name}' needs a description of the attribute '${attribute.name}'.`);
    }
    seen.add(attribute.name);
  }
  const schema = definition.propsSchema;
  if (schema instanceof z.ZodObject) {
    const propNames = Object.keys(schema.shape).filter((prop) => !implicitProps.has(prop));
    for (const prop of propNames) {
      if (!seen.has(prop)) throw new Error(`Component '${name}' does not document the attribute '${prop}'.`);
    }
    for (const attribute of seen) {
      if (!propNames.includes(attribute)) {
        throw new Error(`Component '${name}' documents '${attribute}', which its props schema does not accept.`);
      }
    }
  }
  // The props type is erased here: templates reach the component only through `toTemplateComponent`,
  // which parses the props with this same schema first.
  return definition as unknown as RegisteredComponent;
}
