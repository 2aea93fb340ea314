import { TemplateParseError } from "./errors";
import { parseTemplate } from "./parseTemplate";

/**
 * The templates a template includes: the paths of its `<Include path="…"/>` elements written as text, each once,
 * read from the parsed template exactly as the renderer reads them. A template that does not parse includes nothing
 * (the renderer shows its parse error instead).
 */
export function includedTemplatePaths(jsx: string): string[] {
  try {
    return [...parseTemplate(jsx).includes];
  } catch (error) {
    if (error instanceof TemplateParseError) return [];
    throw error;
  }
}
