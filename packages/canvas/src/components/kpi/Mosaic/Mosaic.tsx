import Box from "@mui/material/Box";
import { TOOLTIP_HOVER_DELAY_MS } from "@storyframe/core";
import { useMemo } from "react";
import { useVisibleSet } from "../shared/useVisibleSet";
import type { MosaicProps } from "./Mosaic.meta";
import { MosaicCell } from "./MosaicCell";
import { MosaicHeadingCell } from "./MosaicHeadingCell";
import { mosaicColourStops } from "./mosaicColour";
import {
  cellAt,
  FOLDED_COLUMN_WIDTH,
  HEADER_COLUMN_WIDTH,
  mosaicFontSizes,
  mosaicMinWidth,
  toHeading,
} from "./mosaicLayout";
import { mosaicSx } from "./mosaicStyles";
import { useCellTooltip } from "./useCellTooltip";

/** The message of canvas-components §5 when the mosaic has nothing to show. */
export const MISSING_INPUT_MESSAGE = "Mosaic requires a non-null 'input' property.";

const missingInputSx = {
  p: "8px 12px",
  border: "1px solid #e57373",
  borderRadius: 1,
  background: "#fdecea",
  color: "#611a15",
  fontSize: "0.8125rem",
} as const;

const legendGradient = `linear-gradient(to right, ${mosaicColourStops.map((stop) => stop.color).join(", ")})`;

/**
 * A heat grid of rows by columns. Rows and columns can be folded to a strip of colour; which are shown is
 * kept in the bound parameters when the author gives them (canvas-components §4, Mosaic colour).
 */
export default function Mosaic({
  input,
  fontSize,
  visibleRowsParameter,
  visibleColumnsParameter,
  collapsible,
  label,
  corner,
  legend,
}: MosaicProps) {
  const rows = useMemo(() => (input?.yHeadings ?? []).map(toHeading), [input]);
  const columns = useMemo(() => (input?.xHeadings ?? []).map(toHeading), [input]);
  const hasInput = input !== null && input !== undefined;
  const shownRows = useVisibleSet({
    parameter: visibleRowsParameter,
    available: rows.map((row) => row.key),
    enabled: hasInput,
    subject: "Mosaic rows",
  });
  const shownColumns = useVisibleSet({
    parameter: visibleColumnsParameter,
    available: columns.map((column) => column.key),
    enabled: hasInput,
    subject: "Mosaic columns",
  });
  const cellTooltip = useCellTooltip(TOOLTIP_HOVER_DELAY_MS);

  if (!hasInput) {
    return (
      <Box role="alert" className="sf-mosaic-missing-input" sx={missingInputSx}>
        {MISSING_INPUT_MESSAGE}
      </Box>
    );
  }
  const columnShown = columns.map((column) => shownColumns.visible.includes(column.key));
  const foldedColumns = columnShown.filter((shown) => !shown).length;

  return (
    <Box className={`sf-mosaic sf-mosaic--${fontSize}`} sx={mosaicSx} style={{ fontSize: mosaicFontSizes[fontSize] }}>
      <div className="sf-mosaic__scroll">
        <table
          className="sf-mosaic__table"
          aria-label={label ?? "Mosaic"}
          style={{ minWidth: mosaicMinWidth(columns.length, foldedColumns, mosaicFontSizes[fontSize]) }}
          {...cellTooltip.handlers}
        >
          <colgroup>
            <col style={{ width: HEADER_COLUMN_WIDTH }} />
            {columns.map((column, index) => (
              <col key={column.key} style={columnShown[index] ? undefined : { width: FOLDED_COLUMN_WIDTH }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {corner === undefined ? (
                <td className="sf-mosaic__corner" />
              ) : (
                <th scope="col" className="sf-mosaic__corner">
                  {corner}
                </th>
              )}
              {columns.map((column, index) => (
                <MosaicHeadingCell
                  key={column.key}
                  heading={column}
                  axis="column"
                  shown={columnShown[index] ?? true}
                  collapsible={collapsible}
                  onToggle={shownColumns.toggle}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => {
              const rowShown = shownRows.visible.includes(row.key);
              return (
                <tr key={row.key} className={rowShown ? "sf-mosaic__row" : "sf-mosaic__row sf-mosaic__row--folded"}>
                  <MosaicHeadingCell
                    heading={row}
                    axis="row"
                    shown={rowShown}
                    collapsible={collapsible}
                    onToggle={shownRows.toggle}
                  />
                  {columns.map((column, columnIndex) => (
                    <MosaicCell
                      key={column.key}
                      cell={cellAt(input.cells, rowIndex, columnIndex)}
                      folded={!rowShown || !(columnShown[columnIndex] ?? true)}
                      position={`${row.label}, ${column.label}`}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {cellTooltip.tooltip}
      {legend !== undefined && (
        <div className="sf-mosaic__legend">
          <span>{legend.low}</span>
          <span className="sf-mosaic__legend-scale" style={{ background: legendGradient }} aria-hidden="true" />
          <span>{legend.high}</span>
        </div>
      )}
    </Box>
  );
}
