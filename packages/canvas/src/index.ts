export {
  type ComponentAttribute,
  type ComponentDefinition,
  type ComponentExample,
  defineComponent,
} from "./defineComponent";
export { componentRegistry } from "./registry";
export { type CanvasCallbackApi, CanvasContext, type CanvasContextProps } from "./runtime/CanvasContext";
export {
  CanvasRuntimeProvider,
  useCanvasRuntime,
  useCanvasSnapshot,
  useDataSource,
  useFrameField,
  useParameter,
} from "./runtime/CanvasRuntimeContext";
export type { CanvasRuntime, CanvasSnapshot, DataSourceView } from "./runtime/canvasRuntime";
export {
  browserParameterStores,
  type ParameterStores,
  readStoredParameter,
  restoreStoredParameters,
  storedParameterKey,
  writeStoredParameter,
} from "./runtime/storedParameters";
export {
  type CanvasComponents,
  createEvaluator,
  type EvaluationLimits,
  evaluateExpression,
  formatDate,
  formatNumber,
  formatPercent,
  parseTemplate,
  renderTemplate,
  sanitizeUrl,
  scopeCss,
  type TemplateAst,
  TemplateEvaluationError,
  TemplateParseError,
  type TemplateScope,
  type TemplateSource,
  TemplateView,
  type TemplateViewProps,
  type TemplateWarning,
  templateFormatters,
} from "./template";
