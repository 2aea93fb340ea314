/** The Gantt chart's constants (canvas-components §9), in pixels and milliseconds. */
export const ROW_HEIGHT = 36;
export const BAR_HEIGHT = ROW_HEIGHT - 10;
/** The height of the whole time scale, shared by its rows. */
export const SCALE_HEIGHT = 60;
export const MIN_COLUMN_WIDTH = 80;
/** How long a single click waits, so that a double-click can cancel it. */
export const CLICK_DELAY_MS = 300;

export const NAME_COLUMN_WIDTH = 200;
export const DATE_COLUMN_WIDTH = 100;

export const zoomLevels = ["day", "week", "month", "quarter", "year"] as const;
export type ZoomLevel = (typeof zoomLevels)[number];
export const DEFAULT_ZOOM: ZoomLevel = "year";

export const itemTypes = ["project", "milestone", "task", "placeholder", "stage"] as const;
export type GanttItemType = (typeof itemTypes)[number];
