import { numberExtent, toChartNumber } from "../shared/chartRows";
import { resolveSeriesColor } from "../shared/chartTheme";
import type { SparklineSection, SparklineVariant } from "./sparklineSchema";

/** Stroke widths and dash pattern (canvas-components §9): 2 px filled, 3 px line and dashed, dashes 5,5. */
export const sparklineStroke: Readonly<Record<SparklineVariant, { width: number; dash?: string }>> = {
  filled: { width: 2 },
  gradient: { width: 2 },
  line: { width: 3 },
  dashed: { width: 3, dash: "5,5" },
};

type SparklinePath = {
  variant: SparklineVariant;
  color: string;
  /** The line. */
  line: string;
  /** The area under the line down to the bottom edge (filled and gradient sections). */
  area?: string;
  strokeWidth: number;
  dash?: string;
};

export type SparklineLayout = { paths: SparklinePath[]; values: number[] };

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Lays the sections out one after another on a shared scale: each section continues from the previous one's
 * last point, so they join into one line. Empty values break the line. Coordinates are in a width × height box
 * with `inset` kept free so thick strokes are not cut at the edges.
 */
export function layoutSparkline(
  sections: readonly SparklineSection[],
  width: number,
  height: number,
  inset = 2,
): SparklineLayout {
  const numbers = sections.map((section) => section.values.map(toChartNumber));
  const values = numbers.flat().filter((value): value is number => value !== null);
  const total = numbers.reduce((sum, list) => sum + list.length, 0);
  if (values.length === 0 || total === 0) return { paths: [], values };
  const [min, max] = numberExtent(values);
  const stepX = total > 1 ? (width - 2 * inset) / (total - 1) : 0;
  const x = (index: number) => round(total > 1 ? inset + index * stepX : width / 2);
  const y = (value: number) =>
    round(max === min ? height / 2 : inset + ((max - value) / (max - min)) * (height - 2 * inset));
  const bottom = height;

  const paths: SparklinePath[] = [];
  let start = 0;
  let previous: { index: number; value: number | null } | null = null;
  sections.forEach((section, sectionIndex) => {
    const list = numbers[sectionIndex] ?? [];
    const points: { index: number; value: number | null }[] = [
      ...(previous === null ? [] : [previous]),
      ...list.map((value, offset) => ({ index: start + offset, value })),
    ];
    const runs: { index: number; value: number }[][] = [];
    let run: { index: number; value: number }[] = [];
    for (const point of points) {
      if (point.value === null) {
        if (run.length > 0) runs.push(run);
        run = [];
      } else run.push({ index: point.index, value: point.value });
    }
    if (run.length > 0) runs.push(run);
    const line = runs
      .map((part) =>
        part.map((point, order) => `${order === 0 ? "M" : "L"}${x(point.index)},${y(point.value)}`).join(" "),
      )
      .join(" ");
    const filled = section.variant === "filled" || section.variant === "gradient";
    const area = runs
      .filter((part) => part.length > 1)
      .map((part) => {
        const first = part[0] as { index: number };
        const last = part[part.length - 1] as { index: number };
        const top = part
          .map((point, order) => `${order === 0 ? "M" : "L"}${x(point.index)},${y(point.value)}`)
          .join(" ");
        return `${top} L${x(last.index)},${bottom} L${x(first.index)},${bottom} Z`;
      })
      .join(" ");
    const stroke = sparklineStroke[section.variant];
    if (line !== "") {
      paths.push({
        variant: section.variant,
        color: resolveSeriesColor(section.color, 0),
        line,
        ...(filled && area !== "" ? { area } : {}),
        strokeWidth: stroke.width,
        ...(stroke.dash === undefined ? {} : { dash: stroke.dash }),
      });
    }
    if (list.length > 0) previous = { index: start + list.length - 1, value: list[list.length - 1] ?? null };
    start += list.length;
  });
  return { paths, values };
}

/** The sparkline's accessible name: how many values, their range and the latest. */
export function sparklineSummary(values: readonly number[], format: (value: number) => string): string {
  if (values.length === 0) return "No input provided.";
  const last = values[values.length - 1] as number;
  const [min, max] = numberExtent(values);
  return `Sparkline of ${values.length} values from ${format(min)} to ${format(max)}, latest ${format(last)}.`;
}
