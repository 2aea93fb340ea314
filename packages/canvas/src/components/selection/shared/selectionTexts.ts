/** What a list with nothing to choose from says (canvas-components §5, §8). */
export const NO_OPTIONS_TEXT = "No options available.";
