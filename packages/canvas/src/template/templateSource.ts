import type { TemplateAst } from "./ast";
import { readCompiledTemplate } from "./compiledTemplate";
import { TemplateParseError } from "./errors";
import { loadedTemplateParser } from "./templateParser";

/** A template as stored: its JSX and its CSS, and the compiled form when the server sent one. */
export type TemplateSource = {
  readonly jsx: string;
  readonly css: string;
  /**
   * The template's compiled form (`compileTemplate`): evaluated as it is, without parsing the JSX. Without one, or
   * in a format this engine does not read, the JSX is parsed (the parser must have been loaded).
   */
  readonly compiled?: unknown;
};

export function findTemplate(
  templates: Readonly<Record<string, TemplateSource>>,
  name: string,
): TemplateSource | undefined {
  return Object.hasOwn(templates, name) ? templates[name] : undefined;
}

/** Whether the template is rendered from its compiled form (so no parser is needed for it). */
function hasCompiledForm(source: TemplateSource): boolean {
  return readCompiledTemplate(source.compiled) !== null;
}

/**
 * The tree of a template: its compiled form, or its JSX parsed.
 * @throws TemplateParseError when the template does not parse (either way, with the same texts).
 */
export function templateTree(source: TemplateSource): TemplateAst {
  const compiled = readCompiledTemplate(source.compiled);
  if (compiled instanceof TemplateParseError) throw compiled;
  if (compiled !== null) return compiled;
  const parser = loadedTemplateParser();
  if (parser === null) {
    throw new Error("The template has no compiled form and the template parser is not loaded (loadTemplateParser)");
  }
  return parser.parseTemplate(source.jsx);
}

/**
 * The literal paths a template includes, as the renderer follows them; none when it does not parse, or when it
 * has to be parsed and the parser is not loaded yet.
 */
export function templateIncludes(source: TemplateSource): readonly string[] {
  if (!hasCompiledForm(source) && loadedTemplateParser() === null) return [];
  try {
    return templateTree(source).includes;
  } catch (error) {
    if (error instanceof TemplateParseError) return [];
    throw error;
  }
}

/**
 * The template named and every template it includes, each once, as far as `includesOf` follows them (missing
 * templates are skipped). Stopping early stops the walk.
 */
export function* reachableTemplates(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
  includesOf: (source: TemplateSource) => readonly string[],
): Generator<TemplateSource> {
  const seen = new Set<string>();
  const pending = [templateName];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const source = findTemplate(templates, name);
    if (seen.has(name) || source === undefined) continue;
    seen.add(name);
    yield source;
    pending.push(...includesOf(source));
  }
}

/** Whether the template named or any it includes (as far as they are known) has to be parsed here. */
export function needsTemplateParser(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
): boolean {
  for (const source of reachableTemplates(templateName, templates, templateIncludes)) {
    if (!hasCompiledForm(source)) return true;
  }
  return false;
}
