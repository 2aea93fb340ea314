/**
 * Seeded pseudo-random numbers for the demo data sets. The generators never
 * use Math.random: the same seed must give the same rows on every machine.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Uniform whole number in [min, max], both ends included. */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number;
  pick<T>(items: readonly T[]): T;
  /** One item, drawn in proportion to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

/** mulberry32: tiny, fast and good enough for synthetic data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number): number => min + (max - min) * next();
  return {
    next,
    between,
    integer: (min, max) => Math.floor(between(min, max + 1)),
    chance: (probability) => next() < probability,
    normal: (mean, deviation) => {
      const u = 1 - next(); // in (0, 1], so the logarithm stays finite
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => itemAt(items, Math.floor(next() * items.length)),
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [item, weight] of choices) {
        remaining -= weight;
        if (remaining < 0) return item;
      }
      return itemAt(choices, choices.length - 1)[0];
    },
  };
}

/**
 * A seed for one independent stream (say, the GPS noise of one truck), so that
 * drawing more numbers in one part of a data set does not shift every other part.
 */
export function deriveSeed(seed: number, ...labels: readonly (string | number)[]): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0;
  for (const label of labels) {
    for (const char of `${label}|`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash;
}

function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError("Cannot draw from an empty list.");
  return item;
}
