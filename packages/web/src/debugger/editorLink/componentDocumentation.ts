import { type DocumentedComponent, loadDocumentedComponents, loadPropsSchemaOf } from "@storyframe/canvas";
import type { EditorComponentAttribute, EditorComponentDocumentation } from "@storyframe/core";
import { z } from "zod";

/**
 * Whether an attribute must be given, and the JSON text of the value it takes when omitted, read from the props
 * schema: a prop that accepts `undefined` is optional, and what it parses to then is its default.
 */
function requirements(
  propsSchema: z.ZodType<unknown>,
): (name: string) => Pick<EditorComponentAttribute, "required" | "default"> {
  if (!(propsSchema instanceof z.ZodObject)) return () => ({ required: false });
  const shape: Record<string, z.ZodType> = propsSchema.shape;
  return (name) => {
    const prop = shape[name];
    if (!prop) return { required: false };
    const omitted = prop.safeParse(undefined);
    if (!omitted.success) return { required: true };
    const fallback = omitted.data === undefined ? undefined : JSON.stringify(omitted.data);
    return fallback === undefined ? { required: false } : { required: false, default: fallback };
  };
}

/** A documented component as the editor link sends it. */
export function documentationOf(
  component: DocumentedComponent,
  propsSchema: z.ZodType<unknown>,
): EditorComponentDocumentation {
  const of = requirements(propsSchema);
  return {
    name: component.name,
    family: component.family,
    description: component.description,
    selfClosing: component.isSelfClosing === true,
    attributes: component.attributes.map((attribute) => ({
      name: attribute.name,
      type: attribute.type,
      ...of(attribute.name),
      description: attribute.description,
      ...(attribute.options ? { options: [...attribute.options] } : {}),
    })),
  };
}

/**
 * Every registered component's documentation, loaded on demand like the gallery's (a chunk of its own the viewer
 * never downloads otherwise), with each props schema (most load with their component, not with the viewer).
 */
export async function loadComponentDocumentation(): Promise<EditorComponentDocumentation[]> {
  const components = await loadDocumentedComponents();
  return Promise.all(
    components.map(async (component) => documentationOf(component, await loadPropsSchemaOf(component))),
  );
}
