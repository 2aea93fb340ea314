import Box from "@mui/material/Box";
import { palette } from "../../shared/palette";
import { resolveColor } from "../shared/colors";
import type { ProgressBarProps } from "./ProgressBar.meta";
import { clampFill, fillPercent } from "./progressFill";

export const DEFAULT_FILL_COLOR = palette.blue[700];

const progressBarSx = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: 1,
  rowGap: 0.5,
  minWidth: 0,
  fontSize: "0.8125rem",
  lineHeight: 1.3,
  "& .sf-progress-bar__label": {
    gridColumn: "1 / -1",
    color: "text.primary",
    fontWeight: 500,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  "& .sf-progress-bar__track": {
    height: 8,
    borderRadius: 4,
    background: palette.grey[100],
    overflow: "hidden",
  },
  "& .sf-progress-bar__fill": { height: "100%", borderRadius: 4, transition: "width 240ms ease-out" },
  "& .sf-progress-bar__text": { color: "text.secondary", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
} as const;

type ProgressBarViewProps = ProgressBarProps & {
  /** The bar's accessible name when no label is shown (e.g. the mosaic cell it sits in). */
  accessibleName?: string | undefined;
};

/** A bar filled to a 0–1 share (clamped), announced as a progress bar with its percentage. */
export default function ProgressBar({ fillPercentage, text, fillColor, label, accessibleName }: ProgressBarViewProps) {
  const share = clampFill(fillPercentage);
  const percent = fillPercent(fillPercentage);
  const shownText = text === undefined ? `${percent}%` : String(text);
  return (
    <Box className="sf-progress-bar" sx={progressBarSx}>
      {label !== undefined && <span className="sf-progress-bar__label">{label}</span>}
      <div
        className="sf-progress-bar__track"
        role="progressbar"
        aria-label={label ?? accessibleName ?? shownText}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shownText}
      >
        <div
          className="sf-progress-bar__fill"
          style={{
            width: `${share * 100}%`,
            background: fillColor === undefined ? DEFAULT_FILL_COLOR : resolveColor(fillColor),
          }}
        />
      </div>
      <span className="sf-progress-bar__text" aria-hidden>
        {shownText}
      </span>
    </Box>
  );
}
