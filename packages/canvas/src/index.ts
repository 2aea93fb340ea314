export {
  type AudioSource,
  createBrowserSpeechProvider,
  createCloudSpeechProvider,
  SpeechContext,
  type SpeechProvider,
  type SpeechRequest,
  type SpeechSettings,
} from "./components/media/speech";
export { scrollEdges } from "./components/shared/scrollEdges";
export {
  type ComponentAttribute,
  type ComponentDefinition,
  type ComponentExample,
  type ComponentFamily,
  componentFamilies,
  type DocumentedComponent,
  defineComponent,
  loadPropsSchemaOf,
  type RegisteredComponent,
} from "./defineComponent";
export { preloadComponentsOf } from "./preloadComponents";
export { componentRegistry, loadDocumentedComponents } from "./registry";
export { type CanvasCallbackApi, CanvasContext, type CanvasContextProps } from "./runtime/CanvasContext";
export {
  CanvasRuntimeProvider,
  useCanvasRuntime,
  useCanvasSnapshot,
  useDataSource,
  useFrameField,
  useParameter,
} from "./runtime/CanvasRuntimeContext";
export type { ApiRequest, CanvasRuntime, CanvasSnapshot, CanvasUser, DataSourceView } from "./runtime/canvasRuntime";
export { createMemoryRuntime } from "./runtime/memoryRuntime";
export { readOnlyRuntime } from "./runtime/readOnlyRuntime";
export {
  browserParameterStores,
  type ParameterStores,
  readStoredParameter,
  restoreStoredParameters,
  storedParameterKey,
  writeStoredParameter,
} from "./runtime/storedParameters";
export { useBoundParameter } from "./runtime/useBoundParameter";
export {
  type CanvasComponents,
  createEvaluator,
  type EvaluationLimits,
  formatDate,
  formatNumber,
  formatPercent,
  loadTemplateParser,
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
export {
  type AttributeProblem,
  checkComponentProps,
  toTemplateComponent,
  toTemplateComponents,
} from "./templateComponents";
