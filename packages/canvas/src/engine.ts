/**
 * The `@storyframe/canvas/engine` entry: the template engine without React or any component, for the server and
 * for tools. Nothing imported from here may reach React (engine.test.ts checks it). It holds the parser (acorn),
 * which the viewer never loads up front: the server compiles templates and the browser evaluates the compiled form.
 */
export type { TemplateAst } from "./template/ast";
export {
  COMPILED_TEMPLATE_FORMAT,
  type CompiledParseError,
  type CompiledTemplate,
  type CompiledTree,
  readCompiledTemplate,
} from "./template/compiledTemplate";
export { compileTemplate } from "./template/compileTemplate";
export { TemplateEvaluationError, TemplateParseError } from "./template/errors";
export { evaluateExpression } from "./template/evaluateExpression";
export { includedTemplatePaths } from "./template/includedTemplatePaths";
export { parseTemplate } from "./template/parseTemplate";
