import type { TemplateAst } from "./ast";
import { readCompiledTemplate } from "./compiledTemplate";
import { TemplateParseError } from "./errors";
import { reachableTemplates, type TemplateSource } from "./templateSource";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The names of the elements a template's tree can render (components and HTML alike), each once: in its children,
 * and in attribute values and expressions, where a template passes elements to a component or renders them
 * conditionally.
 */
function elementNamesIn(tree: TemplateAst): Set<string> {
  const names = new Set<string>();
  const pending: unknown[] = [tree.children];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
    } else if (isRecord(value)) {
      if (value.type === "JsxElement" && typeof value.name === "string") names.add(value.name);
      for (const [key, item] of Object.entries(value)) if (key !== "at") pending.push(item);
    }
  }
  return names;
}

/**
 * The element names of the template named and of every template it includes, as far as they are known without
 * parsing: a template sent without a compiled form, or one that does not parse, adds none.
 */
export function elementNamesUsedBy(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
): Set<string> {
  const names = new Set<string>();
  for (const source of reachableTemplates(templateName, templates, (known) => compiledTree(known)?.includes ?? [])) {
    const tree = compiledTree(source);
    if (tree !== null) for (const element of elementNamesIn(tree)) names.add(element);
  }
  return names;
}

/** The tree of a template's compiled form; null without one, or when the template does not parse. */
function compiledTree(source: TemplateSource): TemplateAst | null {
  const tree = readCompiledTemplate(source.compiled);
  return tree === null || tree instanceof TemplateParseError ? null : tree;
}
