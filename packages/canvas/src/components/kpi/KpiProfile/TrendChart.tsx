import { useId } from "react";
import { formatDisplayValue } from "../shared/formatValue";
import { trendGeometry } from "./trendPath";

const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 40;

type TrendChartProps = {
  values: readonly (number | null)[];
  color: string;
  /** Names what the trend is of, for the text alternative. */
  subject: string;
  height: number;
  decimals?: number | undefined;
};

/** The text alternative of a trend: how many values, first to last, low and high. */
export function describeTrend(subject: string, values: readonly (number | null)[], decimals?: number): string {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0) return `No trend data for ${subject}.`;
  const format = (value: number) => formatDisplayValue(value, decimals);
  const first = known[0] as number;
  const last = known[known.length - 1] as number;
  return (
    `Trend of ${subject} over ${known.length} values: from ${format(first)} to ${format(last)}, ` +
    `low ${format(Math.min(...known))}, high ${format(Math.max(...known))}.`
  );
}

/**
 * A small trend line with a soft area under it and a dot on the latest value. It stretches to the width it
 * is given; strokes keep their width and the dot stays round because it is drawn outside the stretched SVG.
 */
export function TrendChart({ values, color, subject, height, decimals }: TrendChartProps) {
  const gradientId = useId();
  const trend = trendGeometry(values, VIEW_WIDTH, VIEW_HEIGHT);
  return (
    <span
      className="sf-trend"
      role="img"
      aria-label={describeTrend(subject, values, decimals)}
      style={{ position: "relative", display: "block", height, minWidth: 48 }}
    >
      <svg
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        aria-hidden="true"
        focusable="false"
        style={{ display: "block", overflow: "visible" }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.22} />
            <stop offset="100%" stopColor={color} stopOpacity={0} />
          </linearGradient>
        </defs>
        {trend.area !== "" && <path d={trend.area} fill={`url(#${gradientId})`} stroke="none" />}
        <path
          className="sf-trend__line"
          d={trend.line}
          fill="none"
          stroke={color}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {trend.last !== null && (
        <span
          className="sf-trend__last"
          aria-hidden="true"
          style={{
            position: "absolute",
            left: `${(trend.last.x / VIEW_WIDTH) * 100}%`,
            top: `${(trend.last.y / VIEW_HEIGHT) * 100}%`,
            width: 7,
            height: 7,
            marginLeft: -3.5,
            marginTop: -3.5,
            borderRadius: "50%",
            background: color,
            boxShadow: "0 0 0 2px #ffffff",
          }}
        />
      )}
    </span>
  );
}
