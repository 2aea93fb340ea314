import { type DocumentedComponent, loadDocumentedComponents } from "@storyframe/canvas";
import type { EditorComponentAttribute, EditorComponentDocumentation } from "@storyframe/core";
import { z } from "zod";

/**
 * Whether an attribute must be given, and the JSON text of the value it takes when omitted, read from the props
 * schema: a prop that accepts `undefined` is optional, and what it parses to then is its default. Components
 * whose schema loads with their code are not loaded for this: their attributes count as optional.
 */
function requirements(
  component: DocumentedComponent,
): (name: string) => Pick<EditorComponentAttribute, "required" | "default"> {
  const schema = "propsSchema" in component ? component.propsSchema : null;
  if (!(schema instanceof z.ZodObject)) return () => ({ required: false });
  const shape: Record<string, z.ZodType> = schema.shape;
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
export function documentationOf(component: DocumentedComponent): EditorComponentDocumentation {
  const of = requirements(component);
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
 * never downloads otherwise).
 */
export async function loadComponentDocumentation(): Promise<EditorComponentDocumentation[]> {
  return (await loadDocumentedComponents()).map(documentationOf);
}
