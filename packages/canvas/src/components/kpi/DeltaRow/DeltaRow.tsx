import Box from "@mui/material/Box";
import { useId } from "react";
import ProgressBar from "../ProgressBar/ProgressBar";
import type { DeltaRowProps } from "./DeltaRow.meta";
import { deltaRowBars } from "./deltaRowBars";

const deltaRowSx = {
  "& .sf-delta-row__title": { m: 0, mb: 1, fontSize: "0.875rem", fontWeight: 600, color: "text.primary" },
  "& .sf-delta-row__bars": {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
    gap: 2,
    m: 0,
    p: 0,
    listStyle: "none",
  },
} as const;

/** Labelled progress bars side by side, each a value against the row's maximum. */
export default function DeltaRow({ progressBarValues, maxProgressBarValue, title }: DeltaRowProps) {
  const titleId = useId();
  const bars = deltaRowBars(progressBarValues, maxProgressBarValue);
  return (
    <Box className="sf-delta-row" sx={deltaRowSx}>
      {title !== undefined && (
        <p id={titleId} className="sf-delta-row__title">
          {title}
        </p>
      )}
      <ul className="sf-delta-row__bars" aria-labelledby={title === undefined ? undefined : titleId}>
        {bars.map((bar, index) => (
          // Bars have no identity of their own beyond their position in the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <ProgressBar
              fillPercentage={bar.fillPercentage}
              text={bar.text}
              fillColor={bar.color}
              label={bar.label ?? `Value ${index + 1}`}
            />
          </li>
        ))}
      </ul>
    </Box>
  );
}
