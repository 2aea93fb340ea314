import { palette } from "../../shared/palette";
import { VDT_ANIMATION_MS } from "./vdtConstants";

const classBlocks = {
  positive: [palette.green[50], palette.green[700]],
  negative: [palette.red[50], palette.red[700]],
  warning: [palette.orange[50], palette.orange[700]],
  deemphasized: [palette.grey[100], palette.grey[300]],
} as const;

const motion = `${VDT_ANIMATION_MS}ms ease`;

/**
 * The tree's look as class rules. Zoom and pan move one layer (a single transform), which the browser recomposes on
 * every frame: what lies in it is kept cheap to sort. Nodes sit in it by left and top rather than transforms of
 * their own, simple blocks clip nothing (their titles are cut short instead), and full cards, which clip, are drawn
 * near the view only. Only nodes mounted after the first draw fade in; the rest moves with transitions.
 */
const treeCss = `
.sf-vdt { position: relative; min-width: 0; font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif; font-size: 12px; color: ${palette.grey[900]}; }
.sf-vdt-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 0 0 6px; }
.sf-vdt-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-width: 28px; height: 28px; padding: 0 8px;
  font: inherit; color: ${palette.grey[900]}; background: #ffffff; border: 1px solid ${palette.grey[300]}; border-radius: 4px; cursor: pointer;
}
.sf-vdt-button:hover { background: ${palette.grey[100]}; }
.sf-vdt-button:disabled { color: ${palette.grey[500]}; background: #ffffff; cursor: default; }
.sf-vdt-button:focus-visible, .sf-vdt-toggle:focus-visible, .sf-vdt-slider:focus-visible { outline: 2px solid ${palette.darkblue[700]}; outline-offset: 1px; }
.sf-vdt-button svg { width: 16px; height: 16px; fill: currentColor; }
.sf-vdt-slider { width: 140px; margin: 0 4px; accent-color: ${palette.darkblue[500]}; }
.sf-vdt-zoom-value { min-width: 40px; color: ${palette.grey[700]}; font-variant-numeric: tabular-nums; }
.sf-vdt-viewport {
  position: relative; overflow: hidden; background: ${palette.grey[50]}; border: 1px solid ${palette.grey[300]}; border-radius: 4px;
  touch-action: none; user-select: none; cursor: grab; contain: strict;
}
.sf-vdt-viewport.sf-vdt-panning { cursor: grabbing; }
.sf-vdt-layer { position: absolute; left: 0; top: 0; transform-origin: 0 0; will-change: transform; }
.sf-vdt-layer.sf-vdt-layer-animated { transition: transform ${motion}; }
.sf-vdt-links { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
.sf-vdt-link { fill: none; stroke: ${palette.grey[500]}; stroke-width: 1.5; }
.sf-vdt-node { position: absolute; cursor: default; }
.sf-vdt-node > .sf-vdt-card { width: 100%; height: 100%; }
.sf-vdt-animated .sf-vdt-node { transition: left ${motion}, top ${motion}; }
.sf-vdt-animated .sf-vdt-link { transition: d ${motion}; }
.sf-vdt-entering { animation: sf-vdt-enter ${motion}; }
@keyframes sf-vdt-enter { from { opacity: 0; } }
.sf-vdt-simple {
  box-sizing: border-box; display: flex; align-items: center; justify-content: center; width: 100%; height: 100%; padding: 6px 10px;
  text-align: center; font-size: 20px; font-weight: 600; line-height: 1.1; overflow-wrap: anywhere;
  background: ${palette.darkblue[50]}; border: 3px solid ${palette.darkblue[300]}; border-radius: 6px;
}
${Object.entries(classBlocks)
  .map(([name, [fill, line]]) => `.sf-vdt-simple.sf-vdt-class-${name} { background: ${fill}; border-color: ${line}; }`)
  .join("\n")}
.sf-vdt-toggle {
  position: absolute; z-index: 1; /* above the links, which are drawn after the nodes */
  top: 50%; right: -30px; width: 24px; height: 24px; margin-top: -12px; padding: 0;
  font: inherit; font-size: 11px; font-weight: 600; line-height: 22px; color: ${palette.grey[900]};
  background: #ffffff; border: 1px solid ${palette.grey[500]}; border-radius: 12px; cursor: pointer;
}
.sf-vdt[data-direction="top-down"] .sf-vdt-toggle { top: auto; bottom: -30px; right: auto; left: 50%; margin: 0 0 0 -12px; }
.sf-vdt-empty {
  display: flex; align-items: center; justify-content: center; min-height: 120px; padding: 16px; text-align: center;
  color: ${palette.grey[700]}; border: 1px dashed ${palette.grey[300]}; border-radius: 4px; font-size: 14px; white-space: pre-wrap;
}
@media (prefers-reduced-motion: reduce) {
  .sf-vdt-animated .sf-vdt-node, .sf-vdt-animated .sf-vdt-link, .sf-vdt-layer.sf-vdt-layer-animated { transition: none; }
  .sf-vdt-entering { animation: none; }
}
`;

/** The tree stylesheet, hoisted into the document's head once however many trees a page shows. */
export function VdtTreeStyles() {
  return (
    <style href="sf-vdt-tree" precedence="storyframe-components">
      {treeCss}
    </style>
  );
}
