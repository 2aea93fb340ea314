/**
 * The business map's points around the demo site (-26.31, 28.13; its pits, dumps and crusher lie within about
 * 3 km): the same pseudo-random points on every page and in every run.
 */
export const SITE_CENTRE = { lat: -26.31, lon: 28.14 };
/** Half the side of the square the points fill, in degrees (about 3.3 km north-south). */
const SPREAD_DEGREES = 0.03;

/** A small deterministic generator (mulberry32), so both pages draw the same points. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const COLOURS = ["#1565c0", "#2e7d32", "#c62828", "#ef6c00"];

export function sitePoints(count: number) {
  const next = random(17);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Point ${index + 1}`,
    lat: SITE_CENTRE.lat + (next() * 2 - 1) * SPREAD_DEGREES,
    lon: SITE_CENTRE.lon + (next() * 2 - 1) * SPREAD_DEGREES,
    color: COLOURS[index % COLOURS.length],
  }));
}
