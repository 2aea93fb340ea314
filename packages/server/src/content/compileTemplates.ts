import { compileTemplate, readCompiledTemplate, TemplateParseError } from "@storyframe/canvas/engine";
import type { StorylineTemplate, Template } from "@storyframe/core";
import { InvalidError } from "../shared/domainErrors";

/**
 * Templates are parsed and checked here, with the engine the browser would use, so that the browser only
 * evaluates them. The compiled form is computed when a storyline is assembled, not stored: the storyline answer
 * is cached per branch revision, and parsing is cached per template text (decision 069).
 */

/** The parse error of a template's JSX, or null when it parses. */
export function templateParseError(jsx: string): TemplateParseError | null {
  const read = readCompiledTemplate(compileTemplate(jsx));
  return read instanceof TemplateParseError ? read : null;
}

/**
 * A stored template as a storyline's answer carries it: with its compiled form (its tree, or its parse error) and
 * its stored version, which the Debugger sends back when it saves the template.
 */
export function withCompiledForm(template: Template, version: number): StorylineTemplate {
  return {
    jsx: template.jsx,
    css: template.css,
    includes: template.includes,
    compiled: compileTemplate(template.jsx),
    version,
  };
}

/**
 * Refuses a save in which a template does not parse: 400 with 'An error occurred while parsing template.' and,
 * under `jsx`, each such template's 'JSX error: <reason> (line L, column C)'.
 */
export function refuseUnparsableTemplates(templates: readonly { readonly id: string; readonly jsx: string }[]): void {
  let message: string | null = null;
  const problems: string[] = [];
  for (const template of templates) {
    const error = templateParseError(template.jsx);
    if (error === null) continue;
    message = error.message;
    problems.push(`Template '${template.id}': ${error.detail}`);
  }
  if (message !== null) throw new InvalidError({ jsx: problems }, message);
}
