import Box from "@mui/material/Box";
import { useId } from "react";
import type { IconName } from "../../display/Icon/iconNames";
import { palette } from "../../shared/palette";
import { DeltaLine, deltaLineSx } from "../shared/DeltaLine";
import { formatDisplayValue } from "../shared/formatValue";
import { LazyIcon } from "../shared/LazyIcon";
import type { KpiIndicatorProps } from "./KpiIndicator.meta";

export const kpiCardSx = {
  display: "flex",
  flexDirection: "column",
  gap: 0.5,
  minWidth: 0,
  p: "12px 16px",
  border: `1px solid ${palette.grey[100]}`,
  borderRadius: 2,
  background: "#ffffff",
  boxShadow: "0 1px 2px rgba(16, 24, 64, 0.06)",
  "& .sf-kpi__title": {
    display: "flex",
    alignItems: "center",
    gap: 0.75,
    m: 0,
    color: palette.grey[700],
    fontSize: "0.75rem",
    fontWeight: 600,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
  },
  "& .sf-kpi__title-icon": { fontSize: "1.15rem" },
  "& .sf-kpi__value": {
    m: 0,
    color: palette.darkblue[700],
    fontSize: "1.75rem",
    fontWeight: 600,
    lineHeight: 1.2,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  },
  "& .sf-kpi__unit": { ml: 0.5, fontSize: "0.55em", fontWeight: 500, color: palette.grey[700] },
  ...deltaLineSx,
} as const;

/** The title line of a KPI card, with its optional icon. */
export function KpiTitle({ id, title, icon }: { id: string; title: string; icon?: IconName | undefined }) {
  return (
    <p id={id} className="sf-kpi__title">
      {icon !== undefined && <LazyIcon name={icon} color={palette.darkblue[500]} className="sf-kpi__title-icon" />}
      {title}
    </p>
  );
}

/** A headline figure with its title and its changes (green up for good news, red down for bad). */
export default function KpiIndicator({ value, title, deltas, unit, decimals, icon }: KpiIndicatorProps) {
  const titleId = useId();
  return (
    <Box className="sf-kpi-indicator" role="group" aria-labelledby={titleId} sx={kpiCardSx}>
      <KpiTitle id={titleId} title={title} icon={icon as IconName | undefined} />
      <p className="sf-kpi__value">
        {formatDisplayValue(value, decimals)}
        {unit !== undefined && value !== null && value !== undefined && <span className="sf-kpi__unit">{unit}</span>}
      </p>
      {deltas.length > 0 && (
        <Box component="ul" sx={{ display: "flex", flexDirection: "column", gap: 0.25, m: 0, p: 0, listStyle: "none" }}>
          {deltas.map((delta, index) => (
            <DeltaLine
              // Deltas are positional: the same title may well appear twice (e.g. two periods).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              as="li"
              value={delta.value}
              title={delta.title}
              deltaClass={delta.class}
              decimals={decimals}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
