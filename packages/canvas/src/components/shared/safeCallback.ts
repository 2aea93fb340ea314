/**
 * Calls an author callback, if given, so that an error thrown inside it is logged
 * instead of breaking the component that called it. Returns what the callback returned.
 */
export function callSafely<Args extends unknown[], Result>(
  callback: ((...args: Args) => Result) | undefined,
  label: string,
  ...args: Args
): Result | undefined {
  if (callback === undefined) return undefined;
  try {
    return callback(...args);
  } catch (error) {
    console.error(`${label} failed`, error);
    return undefined;
  }
}
