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
  style.textContent = withoutFontFaces(svarCss);
  document.head.prepend(style);
}
