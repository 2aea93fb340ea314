import { memo } from "react";
import ProgressBar from "../ProgressBar/ProgressBar";
import { formatDisplayValue } from "../shared/formatValue";
import type { MosaicCellData } from "./Mosaic.meta";
import { mosaicCellPaint } from "./mosaicCellPaint";

type MosaicField = MosaicCellData["fields"][number];

const fieldParts = (field: MosaicField) =>
  typeof field === "object"
    ? { name: field.name, value: formatDisplayValue(field.value) }
    : { name: undefined, value: formatDisplayValue(field) };

type MosaicCellProps = {
  cell: MosaicCellData | null;
  /** The cell's row or column is folded: only its colour shows. */
  folded: boolean;
  /** Where the cell sits ("HT-07, Mon"), the name of its progress bar. */
  position: string;
};

/**
 * One tile of the mosaic: painted by its value or colours, with its fields and progress bar unless folded.
 * A tile with a tooltip is focusable and carries the text for the mosaic's shared tooltip.
 */
// Memoised: the mosaic re-renders on every tooltip show and hide, and repainting each cell blends its colour again.
export const MosaicCell = memo(function MosaicCell({ cell, folded, position }: MosaicCellProps) {
  const paint = mosaicCellPaint(cell);
  const classes = [
    "sf-mosaic__cell",
    folded ? "sf-mosaic__cell--folded" : "",
    paint.highlight ? "sf-mosaic__cell--highlight" : "",
    cell?.class ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const [main, ...rest] = (cell?.fields ?? []).map(fieldParts);
  const tooltip = cell?.tooltip;
  return (
    <td
      className={classes}
      style={{ background: paint.background, color: paint.color }}
      data-highlight={paint.highlight ? "true" : undefined}
      data-value={typeof cell?.value === "number" ? cell.value : undefined}
      tabIndex={tooltip === undefined ? undefined : 0}
      data-tooltip={tooltip}
    >
      {!folded && cell !== null && (
        <div className="sf-mosaic__content">
          {main !== undefined && (
            <span className="sf-mosaic__main">
              {main.name !== undefined && <span className="sf-mosaic__field-name">{main.name} </span>}
              {main.value}
            </span>
          )}
          {rest.map((parts, index) => (
            // Fields are positional lines of the cell.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={index} className="sf-mosaic__field">
              {parts.name !== undefined && <span className="sf-mosaic__field-name">{parts.name} </span>}
              {parts.value}
            </span>
          ))}
          {cell.progressBar !== undefined && (
            <span className="sf-mosaic__progress">
              <ProgressBar
                fillPercentage={cell.progressBar.fillPercentage}
                text={cell.progressBar.text}
                fillColor={cell.progressBar.fillColor}
                label={undefined}
                accessibleName={position}
              />
            </span>
          )}
        </div>
      )}
    </td>
  );
});
