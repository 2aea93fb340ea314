export type { TemplateAst } from "./ast";
export { TemplateEvaluationError, TemplateParseError } from "./errors";
export { createEvaluator } from "./evaluator";
export { formatDate } from "./formatDate";
export { formatNumber, formatPercent } from "./formatNumber";
export type { EvaluationLimits } from "./limits";
export {
  type CanvasComponents,
  renderTemplate,
  type TemplateScope,
  type TemplateSource,
  type TemplateWarning,
} from "./renderTemplate";
export { sanitizeUrl } from "./sanitizeUrl";
export { scopeCss } from "./scopeCss";
export { TemplateView, type TemplateViewProps } from "./TemplateView";
export { templateFormatters } from "./templateGlobals";
export { loadTemplateParser } from "./templateParser";
