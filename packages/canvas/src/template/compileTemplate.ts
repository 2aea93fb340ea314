import type { TemplateAst } from "./ast";
import { COMPILED_TEMPLATE_FORMAT, type CompiledTemplate, encodeTree } from "./compiledTemplate";
import { TemplateParseError } from "./errors";
import { parseTemplate } from "./parseTemplate";

/** Encoded once per tree: parseTemplate gives the same tree for the same text while it is cached. */
const compiledTrees = new WeakMap<TemplateAst, CompiledTemplate>();

/**
 * Parses and checks a template with the same parser the browser would use, giving its compiled form: the tree
 * (plain JSON, evaluated as it is) or its parse error.
 */
export function compileTemplate(jsx: string): CompiledTemplate {
  let ast: TemplateAst;
  try {
    ast = parseTemplate(jsx);
  } catch (error) {
    if (!(error instanceof TemplateParseError)) throw error;
    return {
      format: COMPILED_TEMPLATE_FORMAT,
      error: { reason: error.reason, line: error.line, column: error.column },
    };
  }
  let compiled = compiledTrees.get(ast);
  if (compiled === undefined) {
    compiled = { format: COMPILED_TEMPLATE_FORMAT, tree: encodeTree(ast) };
    compiledTrees.set(ast, compiled);
  }
  return compiled;
}
