/// <reference path="./svarGanttStyles.d.ts" />
import svarCss from "@svar-ui/react-gantt/all.css?inline";

/**
 * SVAR's stylesheet without its @font-face rules. They name Roboto and Open Sans on SVAR's CDN, so any text of
 * those families anywhere on the page would be fetched from there (the product loads no web fonts, and its
 * content security policy refuses other origins' fonts).
 */
export function withoutFontFaces(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, "");
}

/**
 * SVAR scrolls its grid's rows by writing `--wx-body-offset` on the table at every scroll frame, for the one
 * element that reads it (the grid's body). A custom property is inherited, so each write restyled every cell of
 * the grid (about 170 elements, 3 ms a frame). Registered as not inherited and passed down only along the path
 * to the body, a write restyles those few elements.
 */
export const GRID_OFFSET_CSS =
  '@property --wx-body-offset{syntax:"<length>";inherits:false;initial-value:0px}' +
  ".wx-table>.wx-grid,.wx-grid>.wx-table-box,.wx-table-box>.wx-scroll,.wx-scroll>.wx-body{--wx-body-offset:inherit}";

let added = false;

/**
 * Adds SVAR's styles to the page once, first in the head so the chart's own styles come after them. It runs
 * when the chart's code loads: the viewer never loads it before a frame shows a Gantt chart.
 */
export function addSvarStyles(): void {
  if (added || typeof document === "undefined") return;
  added = true;
  const style = document.createElement("style");
  style.dataset.styles = "svar-gantt";
  style.textContent = withoutFontFaces(svarCss) + GRID_OFFSET_CSS;
  document.head.prepend(style);
}
