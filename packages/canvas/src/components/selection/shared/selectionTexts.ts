/** What a list with nothing to choose from says (canvas-components §5, §8). */
export const NO_OPTIONS_TEXT = "No options available.";

/** Hover delay of tooltips (canvas-components §9). */
export const TOOLTIP_DELAY_MS = 200;
