/**
 * The deepest nesting of objects and arrays any input may have: request
 * bodies, template include hierarchies, menu and storyline trees, JSON
 * values. Real content stays far below it; a bound keeps validation (which
 * recurses) from running out of stack on hostile input.
 */
export const MAX_NESTING_DEPTH = 64;

/** What a 400 says about input nested deeper than the limit. */
export const nestingTooDeepMessage = (limit: number = MAX_NESTING_DEPTH) =>
  `The input is nested too deeply: at most ${limit} levels of objects and arrays are accepted.`;

/**
 * Whether `value` nests objects and arrays more than `limit` levels deep. A
 * scalar is depth 0, `{}` and `[]` depth 1. Walks with its own stack, so the
 * check itself cannot overflow, and stops at the first level past the limit.
 */
export function nestingExceeds(value: unknown, limit: number = MAX_NESTING_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) {
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth });
    }
  }
  return false;
}
