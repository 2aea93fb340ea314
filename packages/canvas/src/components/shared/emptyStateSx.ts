import { palette } from "./palette";

/** The dashed box a chart-like component shows in its place when it has nothing to draw. */
export const emptyStateSx = {
  minHeight: 120,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px dashed ${palette.grey[300]}`,
  borderRadius: 1,
  color: palette.grey[700],
  fontSize: 14,
} as const;
