import Box from "@mui/material/Box";
import { useId } from "react";
import { palette } from "../../shared/palette";
import { resolveColor } from "../shared/colors";
import { formatDisplayValue } from "../shared/formatValue";
import type { MinMaxIndicatorProps } from "./MinMaxIndicator.meta";
import { minMaxPosition, type RangeState } from "./minMaxPosition";

const DEFAULT_MARKER_COLOR = palette.blue[700];
export const OUT_OF_RANGE_COLOR = palette.red[700];

const outOfRangeText: Readonly<Record<Exclude<RangeState, "within">, string>> = {
  below: "Below minimum",
  above: "Above maximum",
};

const minMaxSx = {
  display: "grid",
  gap: 0.75,
  minWidth: 160,
  fontSize: "0.8125rem",
  lineHeight: 1.3,
  "& .sf-minmax__head": { display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1 },
  "& .sf-minmax__title": { fontWeight: 500, color: "text.primary" },
  "& .sf-minmax__value": { fontWeight: 600, fontSize: "1rem", fontVariantNumeric: "tabular-nums" },
  "& .sf-minmax__state": { ml: 0.75, fontSize: "0.75rem", fontWeight: 600, color: OUT_OF_RANGE_COLOR },
  "& .sf-minmax__track": {
    position: "relative",
    height: 8,
    mx: "7px",
    borderRadius: 4,
    background: palette.grey[100],
    boxShadow: `inset 0 0 0 1px ${palette.grey[300]}`,
  },
  "& .sf-minmax__range": { position: "absolute", top: 0, bottom: 0, left: 0, borderRadius: 4, opacity: 0.25 },
  "& .sf-minmax__marker": {
    position: "absolute",
    top: "50%",
    width: 14,
    height: 14,
    ml: "-7px",
    mt: "-7px",
    borderRadius: "50%",
    boxShadow: "0 0 0 3px #ffffff, 0 1px 3px 3px rgba(0, 0, 0, 0.2)",
  },
  "& .sf-minmax__ends": {
    display: "flex",
    justifyContent: "space-between",
    color: palette.grey[700],
    fontSize: "0.75rem",
    fontVariantNumeric: "tabular-nums",
  },
} as const;

/** A value's place between a minimum and a maximum, with the ends labelled and out-of-range values called out. */
export default function MinMaxIndicator({ value, min, max, title, unit, decimals, markerColor }: MinMaxIndicatorProps) {
  const titleId = useId();
  const withUnit = (number: number | null) =>
    number === null ? formatDisplayValue(null) : `${formatDisplayValue(number, decimals)}${unit ? ` ${unit}` : ""}`;
  const position = value === null ? null : minMaxPosition(value, min, max);
  const color =
    position?.state === "within" || position === null
      ? markerColor === undefined
        ? DEFAULT_MARKER_COLOR
        : resolveColor(markerColor)
      : OUT_OF_RANGE_COLOR;
  const stateText = position === null || position.state === "within" ? undefined : outOfRangeText[position.state];
  const valueText =
    `${withUnit(value)}, range ${withUnit(min)} to ${withUnit(max)}` +
    (stateText ? ` (${stateText.toLowerCase()})` : "");

  return (
    <Box className="sf-minmax" sx={minMaxSx}>
      <div className="sf-minmax__head">
        <span id={titleId} className="sf-minmax__title">
          {title}
        </span>
        <span aria-hidden="true">
          <span className="sf-minmax__value" style={{ color: stateText ? OUT_OF_RANGE_COLOR : palette.darkblue[700] }}>
            {withUnit(value)}
          </span>
          {stateText !== undefined && <span className="sf-minmax__state">{stateText}</span>}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot hold the marker and range drawn on the track */}
      <div
        className="sf-minmax__track"
        role="meter"
        aria-labelledby={title === undefined ? undefined : titleId}
        aria-label={title === undefined ? "Value in range" : undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value === null ? undefined : Math.min(max, Math.max(min, value))}
        aria-valuetext={valueText}
        data-state={position?.state ?? "empty"}
      >
        {position !== null && (
          <>
            <span className="sf-minmax__range" style={{ width: `${position.share * 100}%`, background: color }} />
            <span className="sf-minmax__marker" style={{ left: `${position.share * 100}%`, background: color }} />
          </>
        )}
      </div>
      <div className="sf-minmax__ends" aria-hidden="true">
        <span>Min {withUnit(min)}</span>
        <span>Max {withUnit(max)}</span>
      </div>
    </Box>
  );
}
