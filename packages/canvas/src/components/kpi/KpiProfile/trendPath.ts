/** A trend drawn in a box of `width` by `height` units: the line, the area under it and the last point. */
export type TrendGeometry = {
  line: string;
  area: string;
  last: { x: number; y: number } | null;
  low: number | null;
  high: number | null;
  count: number;
};

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The path of a small trend line: values spread evenly left to right, the lowest at the bottom and the
 * highest at the top (a flat series sits in the middle). Missing values (null, NaN) break the line.
 */
export function trendGeometry(values: readonly (number | null)[], width: number, height: number): TrendGeometry {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0) return { line: "", area: "", last: null, low: null, high: null, count: 0 };
  const low = Math.min(...known);
  const high = Math.max(...known);
  const xOf = (index: number) => (values.length === 1 ? width / 2 : (index / (values.length - 1)) * width);
  const yOf = (value: number) => (high === low ? height / 2 : height - ((value - low) / (high - low)) * height);

  const segments: { x: number; y: number }[][] = [];
  let current: { x: number; y: number }[] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (current.length > 0) segments.push(current);
      current = [];
      return;
    }
    current.push({ x: round(xOf(index)), y: round(yOf(value)) });
  });
  if (current.length > 0) segments.push(current);

  const line = segments
    .map((points) => points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" "))
    .join(" ");
  const area = segments
    .filter((points) => points.length > 1)
    .map((points) => {
      const first = points[0] as { x: number };
      const lastPoint = points[points.length - 1] as { x: number };
      const top = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
      return `${top} L${lastPoint.x} ${height} L${first.x} ${height} Z`;
    })
    .join(" ");
  const lastSegment = segments[segments.length - 1];
  const last = lastSegment?.[lastSegment.length - 1] ?? null;
  return { line, area, last, low, high, count: known.length };
}
