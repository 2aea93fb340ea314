import { palette } from "../../shared/palette";

const classColors = {
  positive: palette.green[700],
  negative: palette.red[700],
  warning: palette.orange[700],
  deemphasized: palette.grey[500],
} as const;

/**
 * The node card's look as one stylesheet of class rules rather than per-element styles: a tree draws a thousand
 * cards, and the headless page loads no styling library.
 */
const cardCss = `
.sf-vdt-card {
  box-sizing: border-box; display: flex; flex-direction: column; gap: 3px; padding: 5px 8px 6px;
  background: #ffffff; border: 1px solid ${palette.grey[300]}; border-left: 4px solid ${palette.darkblue[300]};
  border-radius: 4px; color: ${palette.grey[900]}; overflow: hidden;
  font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif; font-size: 12px; line-height: 1.3;
}
.sf-vdt-card.sf-vdt-class-positive { border-left-color: ${classColors.positive}; }
.sf-vdt-card.sf-vdt-class-negative { border-left-color: ${classColors.negative}; }
.sf-vdt-card.sf-vdt-class-warning { border-left-color: ${classColors.warning}; }
.sf-vdt-card.sf-vdt-class-deemphasized { border-left-color: ${palette.grey[300]}; background: ${palette.grey[50]}; color: ${palette.grey[700]}; }
.sf-vdt-title { flex: 0 0 auto; margin: 0; font-size: 13px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sf-vdt-body { flex: 1 1 auto; min-height: 0; overflow: hidden; }
.sf-vdt-fields { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8px; row-gap: 1px; margin: 0; }
.sf-vdt-fields-from-to { grid-template-columns: repeat(3, auto); justify-content: space-between; column-gap: 6px; }
.sf-vdt-field { display: contents; }
.sf-vdt-fields-from-to .sf-vdt-field { display: flex; flex-direction: column; min-width: 0; }
.sf-vdt-field-name { margin: 0; color: ${palette.grey[700]}; font-size: 11px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sf-vdt-field-value { margin: 0; font-weight: 600; text-align: right; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sf-vdt-fields-from-to .sf-vdt-field-value { text-align: left; }
.sf-vdt-fields-from-to .sf-vdt-field[data-field-role="delta"] .sf-vdt-field-value { text-align: right; }
.sf-vdt-fields-from-to .sf-vdt-field[data-field-role="delta"] .sf-vdt-field-name { text-align: right; }
.sf-vdt-value-positive { color: ${classColors.positive}; }
.sf-vdt-value-negative { color: ${classColors.negative}; }
.sf-vdt-value-warning { color: ${classColors.warning}; }
.sf-vdt-value-deemphasized { color: ${palette.grey[500]}; font-weight: 400; }
.sf-vdt-input {
  box-sizing: border-box; width: 100%; max-width: 96px; min-width: 0; margin: 0; padding: 0 3px; font: inherit; font-weight: 600;
  color: inherit; text-align: right; background: ${palette.yellow[50]}; border: 1px solid ${palette.grey[300]}; border-radius: 2px;
}
.sf-vdt-fields-from-to .sf-vdt-input { max-width: 64px; }
.sf-vdt-input:focus { outline: 2px solid ${palette.darkblue[700]}; outline-offset: 0; background: #ffffff; }
.sf-vdt-progress {
  position: relative; flex: 0 0 auto; height: 13px; overflow: hidden; border-radius: 7px; background: ${palette.grey[100]};
  font-size: 10px; line-height: 13px;
}
.sf-vdt-progress-fill { position: absolute; top: 0; bottom: 0; left: 0; background: ${palette.blue[300]}; }
.sf-vdt-progress-text { position: relative; padding: 0 6px; white-space: nowrap; }
.sf-vdt-chart { display: block; width: 100%; height: 100%; min-height: 18px; }
.sf-vdt-chart polyline { fill: none; stroke: ${palette.blue[700]}; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
`;

/** The card stylesheet, hoisted into the document's head once however many cards are drawn. */
export function VdtCardStyles() {
  return (
    <style href="sf-vdt-card" precedence="storyframe-components">
      {cardCss}
    </style>
  );
}
