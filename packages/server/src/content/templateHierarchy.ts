import { includedTemplatePaths } from "@storyframe/canvas/engine";

/** A template as the editor sends it: its includes may be nested templates or plain paths. */
export type TemplateNode = {
  id: string;
  jsx: string;
  css?: string | undefined;
  includes?: (TemplateNode | string)[] | undefined;
  version?: number | undefined;
};

export type FlatTemplate = { id: string; jsx: string; css: string; includes: string[]; version: number | undefined };

/**
 * Flattens an include hierarchy: every template once (the first occurrence
 * wins), cycles cut. A template's includes are its explicit ones plus the
 * `<Include path>` references in its JSX.
 */
export function flattenTemplateHierarchy(root: TemplateNode): FlatTemplate[] {
  const seen = new Map<string, FlatTemplate>();
  const visit = (node: TemplateNode) => {
    if (seen.has(node.id)) return;
    const children = node.includes ?? [];
    const paths = [
      ...new Set([
        ...children.map((child) => (typeof child === "string" ? child : child.id)),
        ...includedTemplatePaths(node.jsx),
      ]),
    ];
    seen.set(node.id, { id: node.id, jsx: node.jsx, css: node.css ?? "", includes: paths, version: node.version });
    for (const child of children) if (typeof child !== "string") visit(child);
  };
  visit(root);
  return [...seen.values()];
}

/**
 * The templates reachable from `roots` through includes, each once, cycles
 * cut; `load` answers a template's includes or undefined when it is missing.
 */
export async function reachableTemplates(
  roots: readonly string[],
  load: (path: string) => Promise<{ includes: string[] } | undefined>,
): Promise<{ found: string[]; missing: string[] }> {
  const found: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const template = await load(path);
    if (!template) {
      missing.push(path);
      continue;
    }
    found.push(path);
    queue.push(...template.includes);
  }
  return { found, missing };
}
