import { scopeCss } from "./scopeCss";
import { findTemplate, type TemplateSource, templateIncludes } from "./templateSource";

/** The CSS of a template and of every template it includes (through literal paths), each once. */
function collectTemplateCss(templateName: string, templates: Readonly<Record<string, TemplateSource>>): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (name: string) => {
    const source = findTemplate(templates, name);
    if (seen.has(name) || source === undefined) return;
    seen.add(name);
    if (source.css.trim() !== "") css.push(source.css);
    for (const include of templateIncludes(source)) visit(include);
  };
  visit(templateName);
  return css;
}

type FrameCss = { readonly text: string; readonly warnings: readonly string[] };

/** Scoped stylesheets by the templates they come from: a frame shown again is not scoped again. */
const scopedByTemplates = new WeakMap<Readonly<Record<string, TemplateSource>>, Map<string, FrameCss>>();

/** The scoped stylesheet of a frame rendering `templateName`, and what scoping dropped. */
export function frameCss(
  templateName: string,
  templates: Readonly<Record<string, TemplateSource>>,
  scopeId: string,
): FrameCss {
  let scoped = scopedByTemplates.get(templates);
  if (scoped === undefined) {
    scoped = new Map();
    scopedByTemplates.set(templates, scoped);
  }
  const key = `${templateName}\n${scopeId}`;
  const known = scoped.get(key);
  if (known !== undefined) return known;
  const warnings: string[] = [];
  const text = scopeCss(collectTemplateCss(templateName, templates).join("\n"), scopeId, (message) => {
    warnings.push(message);
  });
  const css = { text, warnings };
  scoped.set(key, css);
  return css;
}
