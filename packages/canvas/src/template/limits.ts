/** Bounds on the work one render may do; exceeding one fails the render with an evaluation error. */
export type EvaluationLimits = {
  /** Expression nodes evaluated, plus elements and characters processed by helpers (one step per 100 characters). */
  readonly maxSteps: number;
  /** Longest text an expression or helper may produce. */
  readonly maxStringLength: number;
  /** Longest array an expression or helper may build (spread, concat, flat, split). */
  readonly maxArrayLength: number;
  /** Deepest nesting of arrow-function calls. */
  readonly maxCallDepth: number;
};

export const DEFAULT_LIMITS: EvaluationLimits = {
  maxSteps: 1_000_000,
  maxStringLength: 1_000_000,
  maxArrayLength: 100_000,
  maxCallDepth: 200,
};
