import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ProgressIndicatorProps } from "./ProgressIndicator.meta";

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Determinate with a value, indeterminate without; the label names the progress bar. */
export default function ProgressIndicator({ variant, value, label, color, showValue, size }: ProgressIndicatorProps) {
  const percent = value === undefined || Number.isNaN(value) ? undefined : clampPercent(value);
  const determinate = percent !== undefined;
  const percentText = determinate && showValue ? `${Math.round(percent)}%` : undefined;
  const progressLabel = label ?? (determinate ? "Progress" : "Loading");
  const valueText = determinate ? `${Math.round(percent)}%` : undefined;

  if (variant === "linear") {
    return (
      <Box className="sf-progress sf-progress-linear" sx={{ width: "100%" }}>
        {(label !== undefined || percentText !== undefined) && (
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, mb: 0.5 }}>
            <Typography variant="body2">{label}</Typography>
            {percentText !== undefined && (
              <Typography variant="body2" color="text.secondary" aria-hidden>
                {percentText}
              </Typography>
            )}
          </Box>
        )}
        <LinearProgress
          variant={determinate ? "determinate" : "indeterminate"}
          value={percent}
          color={color}
          aria-label={progressLabel}
          aria-valuetext={valueText}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    );
  }

  return (
    <Box className="sf-progress sf-progress-circular" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <Box sx={{ position: "relative", display: "inline-flex" }}>
        <CircularProgress
          variant={determinate ? "determinate" : "indeterminate"}
          value={percent}
          color={color}
          size={size}
          aria-label={progressLabel}
          aria-valuetext={valueText}
        />
        {percentText !== undefined && size >= 36 && (
          <Box
            aria-hidden
            sx={{ position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ fontSize: Math.max(10, size * 0.26) }}>
              {percentText}
            </Typography>
          </Box>
        )}
      </Box>
      {label !== undefined && <Typography variant="body2">{label}</Typography>}
    </Box>
  );
}
