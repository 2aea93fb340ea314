import { splitsTemplates } from "@storyframe/core";
import type { SourceOf } from "./templateSources";

/** The body of `PUT storylines/{id}/template` (docs/api.md): a template, its includes as templates or names. */
export type TemplateSaveBody = {
  id: string;
  jsx: string;
  css: string;
  includes?: (string | TemplateSaveBody)[];
  /** The stored version the template was read at; left out for a new template. */
  version?: number;
};

function bodyOf(name: string, source: { jsx: string; css: string; version: number | undefined }): TemplateSaveBody {
  return {
    id: name,
    jsx: source.jsx,
    css: source.css,
    ...(source.version === undefined ? {} : { version: source.version }),
  };
}

/**
 * What saving `root` sends (platform-shell §7). From data model 0.0.2 on, one body: the template with its
 * include hierarchy nested, each template once where it is first reached (later, and in a cycle, by name; a
 * missing template by name). Below 0.0.2, each template of the hierarchy on its own, without its includes (the
 * server reads them from the JSX).
 */
export function templateSaveBodies(root: string, sourceOf: SourceOf, dataModelVersion: string): TemplateSaveBody[] {
  const seen = new Set<string>();
  const flat: TemplateSaveBody[] = [];
  const nest = (name: string): TemplateSaveBody | string => {
    const source = sourceOf(name);
    if (seen.has(name) || !source) return name;
    seen.add(name);
    flat.push(bodyOf(name, source));
    // Depth first, in include order: every template is marked before its includes are visited.
    const includes = source.includes.map(nest);
    return { ...bodyOf(name, source), includes };
  };
  const whole = nest(root);
  if (typeof whole === "string") return [];
  return splitsTemplates(dataModelVersion) ? flat : [whole];
}
