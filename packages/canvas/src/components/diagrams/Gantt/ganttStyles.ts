import { palette } from "../../shared/palette";
import { BAR_HEIGHT, ROW_HEIGHT } from "./ganttConstants";

/** SVAR draws a bar 3 px below its row's top and 7 px shorter than the row; the chart's bars are BAR_HEIGHT, centred. */
const SVAR_BAR_TOP = 3;
const SVAR_BAR_HEIGHT = ROW_HEIGHT - 7;
const barOffset = (ROW_HEIGHT - BAR_HEIGHT) / 2 - SVAR_BAR_TOP;
const milestoneInset = (SVAR_BAR_HEIGHT - BAR_HEIGHT) / 2;

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/**
 * SVAR's Willow theme, tuned to the canvas: the canvas font and palette, the bar height, and the tree's and
 * sort's arrows drawn as text (SVAR's icon font comes from a CDN, which the product does not load). Link
 * handles, the link delete button and the progress handle are hidden: link dragging and progress are off, and a
 * link is deleted by double-clicking it, after a confirmation.
 */
export const ganttSx = {
  position: "relative",
  minWidth: 0,
  border: `1px solid ${palette.grey[300]}`,
  borderRadius: "4px",
  overflow: "hidden",
  "& .wx-willow-theme": {
    height: "100%",
    "--wx-font-family": font,
    "--wx-font-size": "13px",
    "--wx-color-font": palette.grey[900],
    "--wx-color-primary": palette.blue[700],
    "--wx-gantt-task-color": palette.blue[500],
    "--wx-gantt-task-border-color": palette.blue[700],
    "--wx-gantt-task-font-color": "#000000",
    "--wx-gantt-summary-color": palette.darkblue[500],
    "--wx-gantt-summary-border-color": palette.darkblue[700],
    "--wx-gantt-summary-font-color": "#ffffff",
    "--wx-gantt-milestone-color": palette.orange[700],
    "--wx-gantt-select-color": palette.blue[50],
    "--wx-gantt-link-color": palette.grey[700],
  },
  // The timeline is in the tab order (see Gantt): SVAR's outline reset would hide where the focus is.
  "& .wx-chart:focus-visible": { outline: `2px solid ${palette.blue[700]}`, outlineOffset: "-2px" },
  "& .wx-bar:not(.wx-milestone)": {
    height: `${BAR_HEIGHT}px !important`,
    lineHeight: `${BAR_HEIGHT}px !important`,
    marginTop: `${barOffset}px`,
  },
  "& .wx-bar.wx-milestone": {
    width: `${BAR_HEIGHT}px !important`,
    height: `${BAR_HEIGHT}px !important`,
    marginTop: `${barOffset}px`,
    marginLeft: `${milestoneInset}px`, // SVAR centres its wider diamond on the date
  },
  "& .wx-bar .wx-link, & .wx-bar .wx-delete-button, & .wx-progress-marker, & .wx-progress-wrapper": {
    display: "none !important",
  },
  "& .wx-bar.placeholder": {
    background: "transparent",
    border: `1px dashed ${palette.grey[700]}`,
    color: palette.grey[900],
  },
  "& .wx-bar.stage": {
    background: palette.green[700],
    color: "#ffffff",
  },
  "& .sf-gantt-bar-label": {
    position: "absolute",
    inset: 0,
    zIndex: 2,
    padding: "0 6px",
    borderRadius: "inherit",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    textAlign: "left",
  },
  "& .sf-gantt-milestone-fill": {
    position: "absolute",
    inset: 0,
    zIndex: 2,
    transform: "rotate(45deg) scale(.75)",
    borderRadius: "3px",
  },
  "& .sf-gantt-milestone-label": {
    position: "absolute",
    left: "100%",
    paddingLeft: "6px",
    lineHeight: `${BAR_HEIGHT}px`,
    color: palette.grey[900],
    pointerEvents: "none",
  },
  "& .wxi-menu-down::before": { content: '"▾"' },
  "& .wxi-menu-right::before": { content: '"▸"' },
  "& .wxi-menu-left::before": { content: '"◂"' },
  "& .wxi-arrow-up::before": { content: '"↑"' },
  "& .wxi-arrow-down::before": { content: '"↓"' },
  "& .wx-toggle-icon": { fontStyle: "normal", textAlign: "center" },
  "& .sf-gantt-markers": {
    position: "absolute",
    inset: 0,
    zIndex: 1,
    pointerEvents: "none",
  },
  // Markers lie over the bars: only a line and a label take the pointer (for the title tooltip), never a band.
  "& .sf-gantt-marker": {
    position: "absolute",
    top: 0,
    bottom: 0,
  },
  "& .sf-gantt-marker-line, & .sf-gantt-marker-text": { pointerEvents: "auto" },
  "& .sf-gantt-marker-line": {
    width: "2px",
    marginLeft: "-1px",
    background: palette.red[500],
  },
  "& .sf-gantt-marker-band": {
    background: "rgba(229, 57, 53, 0.12)",
    borderLeft: `1px solid ${palette.red[300]}`,
    borderRight: `1px solid ${palette.red[300]}`,
  },
  "& .sf-gantt-marker-text": {
    position: "absolute",
    top: 2,
    left: 4,
    padding: "0 4px",
    borderRadius: "2px",
    background: palette.red[700],
    color: "#ffffff",
    fontSize: 11,
    lineHeight: "16px",
    whiteSpace: "nowrap",
  },
} as const;
