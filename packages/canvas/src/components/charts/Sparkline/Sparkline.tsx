import { useId } from "react";
import { chartInk, formatChartNumber } from "../shared/chartTheme";
import type { SparklineProps } from "./Sparkline.meta";
import { layoutSparkline, sparklineSummary } from "./sparklineLayout";

/** A small SVG trend line made of sections (see Sparkline.meta). */
export default function Sparkline({ sections, width, height, fullWidth, label }: SparklineProps) {
  // Usable in url(#…) whatever characters React puts in its ids.
  const gradientId = `sf-sparkline-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { paths, values } = layoutSparkline(sections ?? [], width, height);
  if (paths.length === 0) {
    return (
      <span className="sf-sparkline sf-chart-empty" style={{ color: chartInk.muted, fontSize: 12 }}>
        No input provided.
      </span>
    );
  }
  return (
    <svg
      className="sf-sparkline"
      role="img"
      aria-label={label ?? sparklineSummary(values, formatChartNumber)}
      width={fullWidth ? "100%" : width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ display: "inline-block", verticalAlign: "middle", overflow: "visible" }}
    >
      {paths.map((path, index) => {
        const fillId = `${gradientId}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional.
          <g key={index} data-variant={path.variant}>
            {path.variant === "gradient" && (
              <defs>
                <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={path.color} stopOpacity={0.45} />
                  <stop offset="100%" stopColor={path.color} stopOpacity={0} />
                </linearGradient>
              </defs>
            )}
            {path.area !== undefined && (
              <path
                d={path.area}
                fill={path.variant === "gradient" ? `url(#${fillId})` : path.color}
                fillOpacity={path.variant === "gradient" ? 1 : 0.2}
                stroke="none"
              />
            )}
            <path
              d={path.line}
              fill="none"
              stroke={path.color}
              strokeWidth={path.strokeWidth}
              strokeDasharray={path.dash}
              strokeLinecap={path.dash === undefined ? "round" : "butt"}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </svg>
  );
}
