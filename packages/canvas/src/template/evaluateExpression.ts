import { createEvaluator, type EvaluatorOptions } from "./evaluator";
import { parseExpression } from "./parseTemplate";

/**
 * Evaluates one template expression against `names` (typically frame, params
 * and ds; fmt and the other template globals are always there).
 */
export function evaluateExpression(
  source: string,
  names: Readonly<Record<string, unknown>> = {},
  options: EvaluatorOptions = {},
): unknown {
  const evaluator = createEvaluator(options);
  return evaluator.run(() => evaluator.evaluate(parseExpression(source), evaluator.environment(names)));
}
