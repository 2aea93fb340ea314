export type { TemplateAst } from "./ast";
export { PARSE_ERROR_MESSAGE, TemplateEvaluationError, TemplateParseError } from "./errors";
export { evaluateExpression } from "./evaluateExpression";
export { createEvaluator, type Environment, type Evaluator, type EvaluatorOptions } from "./evaluator";
export { DEFAULT_DATE_PATTERN, formatDate } from "./formatDate";
export { formatNumber, formatPercent } from "./formatNumber";
export { DEFAULT_LIMITS, type EvaluationLimits } from "./limits";
export { clearTemplateCache, parseExpression, parseTemplate } from "./parseTemplate";
export {
  type CanvasComponents,
  type RenderedTemplate,
  type RenderTemplateOptions,
  renderTemplate,
  type TemplateScope,
  type TemplateSource,
  type TemplateWarning,
} from "./renderTemplate";
export { sanitizeStyle } from "./sanitizeStyle";
export { sanitizeUrl } from "./sanitizeUrl";
export { scopeCss } from "./scopeCss";
export { TemplateView, type TemplateViewProps } from "./TemplateView";
export { collectTemplateCss } from "./templateCss";
export { templateFormatters } from "./templateGlobals";
export { RENDER_ERROR_TITLE } from "./templatePanels";
