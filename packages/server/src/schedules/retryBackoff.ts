/** When a failed delivery is tried again, and how often before it is given up. */
export type RetryPolicy = {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
};

/** The wait before the next attempt after `attempts` attempts have failed: base × 2^(attempts−1), capped. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

/** Whether another attempt is allowed after `attempts` attempts have been made. */
export function mayRetry(policy: RetryPolicy, attempts: number): boolean {
  return attempts < policy.maxAttempts;
}
