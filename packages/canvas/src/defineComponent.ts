import type { ComponentType } from "react";
import { z } from "zod";
import { onDemand } from "./onDemand";

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
  "diagrams",
  "maps",
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

/**
 * A canvas component as the viewer needs it to render a template: the tag, whether it takes children, the
 * props schema and the code. What authors read about it lives in its docs (`ComponentDocs`), which only the
 * gallery loads.
 */
export type ComponentDefinition<Props extends object = object> = {
  name: string;
  family: ComponentFamily;
  /** Written `<Name />` in templates: the component takes no children. */
  isSelfClosing?: boolean;
  /**
   * Usually loaded on demand (`loadedOnUse`, or `onDemand(() => import("./Name"))`), so pages load a component's
   * code only when a canvas uses it.
   */
  component: ComponentType<Props>;
} & (
  | { propsSchema: z.ZodType<Props> }
  | {
      /**
       * The props schema, loaded with the component's code rather than with the viewer (every component's but the
       * runtime's own `CanvasContext`); its keys are `attributeNames` (checked when it loads), so templates know
       * the attributes before it does.
       */
      loadPropsSchema: () => Promise<z.ZodType<Props>>;
      attributeNames: readonly string[];
    }
);

/** A definition with its props type erased, as the registry holds it. */
export type RegisteredComponent = {
  name: string;
  family: ComponentFamily;
  isSelfClosing?: boolean;
  component: ComponentType<never>;
  /** The attributes a template may give: the keys of the props schema. */
  attributeNames: readonly string[];
} & ({ propsSchema: z.ZodType<unknown> } | { loadPropsSchema: () => Promise<z.ZodType<unknown>> });

/** A component's documentation: the description, attribute table and live examples the gallery shows. */
export type ComponentDocs = {
  /** The registered component this documents. */
  name: string;
  description: string;
  attributes: readonly ComponentAttribute[];
  examples: readonly ComponentExample[];
};

/** A registered component with its documentation, as the gallery shows it. */
export type DocumentedComponent = RegisteredComponent & ComponentDocs;

/** Props every component may take without listing them: React passes children itself. */
const implicitProps = new Set(["children"]);

/** The attributes an object props schema accepts: its keys, less the props React passes itself. */
function attributeNamesOf(name: string, propsSchema: z.ZodType<unknown>): string[] {
  if (!(propsSchema instanceof z.ZodObject)) {
    throw new Error(`Component '${name}' needs an object props schema: its keys are the attributes.`);
  }
  return Object.keys(propsSchema.shape).filter((prop) => !implicitProps.has(prop));
}

/**
 * Declares a canvas component once, with what rendering needs. Refuses a name that is not a PascalCase tag
 * and a props schema that is not an object schema (its keys are the attributes templates may give); a schema
 * loaded later is checked when it loads (`loadPropsSchemaOf`).
 */
export function defineComponent<Props extends object>(
  definition: ComponentDefinition<Props> & { propsSchema: z.ZodType<Props> },
): RegisteredComponent & { propsSchema: z.ZodType<unknown> };
export function defineComponent<Props extends object>(definition: ComponentDefinition<Props>): RegisteredComponent;
export function defineComponent<Props extends object>(definition: ComponentDefinition<Props>): RegisteredComponent {
  const { name } = definition;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error(`Component name '${name}' must be PascalCase, as used in templates.`);
  }
  // The props type is erased here: templates reach the component only through `toTemplateComponent`,
  // which parses the props with this same schema first.
  if ("loadPropsSchema" in definition) return definition as unknown as RegisteredComponent;
  const attributeNames = attributeNamesOf(name, definition.propsSchema);
  return { ...definition, attributeNames } as unknown as RegisteredComponent;
}

/**
 * A component's props schema, loading it if it is loaded on demand. Refuses a loaded schema that is not an
 * object schema or whose keys are not the component's `attributeNames`.
 */
export async function loadPropsSchemaOf(component: RegisteredComponent): Promise<z.ZodType<unknown>> {
  if ("propsSchema" in component) return component.propsSchema;
  const { name, attributeNames } = component;
  const propsSchema = await component.loadPropsSchema();
  const keys = attributeNamesOf(name, propsSchema);
  if (keys.length !== attributeNames.length || keys.some((key) => !attributeNames.includes(key))) {
    throw new Error(
      `Component '${name}' lists the attributes ${attributeNames.join(", ")}, its props schema ${keys.join(", ")}.`,
    );
  }
  return propsSchema;
}

/**
 * A component's code and its props schema, each loaded on first use (`defineComponent`'s `component` and
 * `loadPropsSchema`). A canvas asks for both at once (`toTemplateComponent`); the schema alone is what the
 * editor link's documentation reads.
 */
export function loadedOnUse<Props extends object>(
  loadComponent: () => Promise<{ default: ComponentType<Props> }>,
  loadPropsSchema: () => Promise<z.ZodType<Props>>,
) {
  return { component: onDemand(loadComponent), loadPropsSchema };
}

/**
 * Declares a component's documentation, beside the component in `<Name>.docs.ts`. Refuses docs that would
 * mislead authors: an empty description, no example, or an attribute listed twice or without a description.
 */
export function defineComponentDocs(docs: ComponentDocs): ComponentDocs {
  const { name } = docs;
  if (docs.description.trim() === "") {
    throw new Error(`Component '${name}' needs a description.`);
  }
  if (docs.examples.length === 0) {
    throw new Error(`Component '${name}' needs at least one example.`);
  }
  const seen = new Set<string>();
  for (const attribute of docs.attributes) {
    if (seen.has(attribute.name)) {
      throw new Error(`Component '${name}' lists the attribute '${attribute.name}' twice.`);
    }
    if (attribute.description.trim() === "") {
      throw new Error(`Component '${name}' needs a description of the attribute '${attribute.name}'.`);
    }
    seen.add(attribute.name);
  }
  return docs;
}

/**
 * Joins a registered component with its docs. Refuses an attribute table that does not match the props
 * schema: every prop documented, nothing documented that is not a prop.
 */
export function documentComponent(component: RegisteredComponent, docs: ComponentDocs): DocumentedComponent {
  const { name, attributeNames } = component;
  if (docs.name !== name) throw new Error(`The docs of '${docs.name}' are not those of '${name}'.`);
  const documented = new Set(docs.attributes.map((attribute) => attribute.name));
  for (const prop of attributeNames) {
    if (!documented.has(prop)) throw new Error(`Component '${name}' does not document the attribute '${prop}'.`);
  }
  for (const attribute of documented) {
    if (!attributeNames.includes(attribute)) {
      throw new Error(`Component '${name}' documents '${attribute}', which its props schema does not accept.`);
    }
  }
  return { ...component, ...docs };
}

/**
 * Joins every registered component with its docs, in registry order. Refuses a component without docs, docs
 * given twice or for a component that is not registered, and attribute tables that do not match the schemas.
 */
export function documentComponents(
  components: readonly RegisteredComponent[],
  allDocs: readonly ComponentDocs[],
): readonly DocumentedComponent[] {
  const docsByName = new Map<string, ComponentDocs>();
  for (const docs of allDocs) {
    if (docsByName.has(docs.name)) throw new Error(`Component '${docs.name}' is documented twice.`);
    if (!components.some((component) => component.name === docs.name)) {
      throw new Error(`'${docs.name}' is documented but not registered.`);
    }
    docsByName.set(docs.name, docs);
  }
  return components.map((component) => {
    const docs = docsByName.get(component.name);
    if (docs === undefined) throw new Error(`Component '${component.name}' has no docs.`);
    return documentComponent(component, docs);
  });
}
