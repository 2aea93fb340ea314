import Box from "@mui/material/Box";
import { useId } from "react";
import type { IconName } from "../../display/Icon/iconNames";
import { palette } from "../../shared/palette";
import { KpiTitle, kpiCardSx } from "../KpiIndicator/KpiIndicator";
import { resolveColor } from "../shared/colors";
import { DeltaLine } from "../shared/DeltaLine";
import { formatDisplayValue } from "../shared/formatValue";
import type { Delta } from "../shared/kpiSchemas";
import type { KpiProfileProps } from "./KpiProfile.meta";
import { TrendChart } from "./TrendChart";

export const DEFAULT_TREND_COLOR = palette.blue[700];

const compactSx = {
  ...kpiCardSx,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(64px, 112px) minmax(0, auto)",
  alignItems: "center",
  columnGap: 2,
  py: 1,
  "& .sf-kpi__value": { ...kpiCardSx["& .sf-kpi__value"], fontSize: "1.25rem" },
} as const;

const normaliseDelta = (delta: KpiProfileProps["delta"]): Delta | undefined =>
  delta === undefined ? undefined : typeof delta === "object" && delta !== null ? delta : { value: delta };

/** A KPI with one change and its trend, as a card (full) or one line (compact). */
export default function KpiProfile({ title, value, delta, chart, variant, unit, decimals, icon }: KpiProfileProps) {
  const titleId = useId();
  const change = normaliseDelta(delta);
  const values = chart === undefined ? undefined : Array.isArray(chart) ? chart : chart.values;
  const color =
    chart !== undefined && !Array.isArray(chart) && chart.color !== undefined
      ? resolveColor(chart.color)
      : DEFAULT_TREND_COLOR;
  const compact = variant === "compact";
  const figure = (
    <p className="sf-kpi__value">
      {formatDisplayValue(value, decimals)}
      {unit !== undefined && value !== null && value !== undefined && <span className="sf-kpi__unit">{unit}</span>}
    </p>
  );
  const deltaLine = change && (
    <DeltaLine as="p" value={change.value} title={change.title} deltaClass={change.class} decimals={decimals} />
  );
  const trend = values !== undefined && (
    <TrendChart values={values} color={color} subject={title} height={compact ? 28 : 56} decimals={decimals} />
  );

  if (compact) {
    return (
      <Box className="sf-kpi-profile sf-kpi-profile--compact" role="group" aria-labelledby={titleId} sx={compactSx}>
        <div style={{ minWidth: 0 }}>
          <KpiTitle id={titleId} title={title} icon={icon as IconName | undefined} />
          {figure}
        </div>
        <div>{trend}</div>
        <div>{deltaLine}</div>
      </Box>
    );
  }
  const known = (values ?? []).filter((entry): entry is number => entry !== null && Number.isFinite(entry));
  return (
    <Box className="sf-kpi-profile sf-kpi-profile--full" role="group" aria-labelledby={titleId} sx={kpiCardSx}>
      <KpiTitle id={titleId} title={title} icon={icon as IconName | undefined} />
      {figure}
      {deltaLine}
      {trend && <Box sx={{ mt: 1 }}>{trend}</Box>}
      {known.length > 1 && (
        <Box
          aria-hidden
          className="sf-kpi-profile__range"
          sx={{ display: "flex", justifyContent: "space-between", color: palette.grey[700], fontSize: "0.75rem" }}
        >
          <span>Low {formatDisplayValue(Math.min(...known), decimals)}</span>
          <span>High {formatDisplayValue(Math.max(...known), decimals)}</span>
        </Box>
      )}
    </Box>
  );
}
