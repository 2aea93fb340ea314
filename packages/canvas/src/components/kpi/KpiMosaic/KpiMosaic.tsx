import Box from "@mui/material/Box";
import { useMemo } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { displayText } from "../shared/Graphic";
import { headerLeaves, headerRows } from "../shared/headerRows";
import { useVisibleSet } from "../shared/useVisibleSet";
import type { KpiMosaicProps } from "./KpiMosaic.meta";
import { KpiMosaicCellView } from "./KpiMosaicCell";
import { ColumnHeadingCell, RowHeadingCell } from "./KpiMosaicHeadings";
import {
  buildAxis,
  columnTree,
  findCell,
  groupKeys,
  indexCells,
  initiallyExpanded,
  visibleRows,
} from "./kpiMosaicModel";
import { kpiMosaicSx, MIN_TILE_WIDTH, ROW_HEADING_WIDTH } from "./kpiMosaicStyles";

/** KPI tiles under collapsible row and column groups. */
export default function KpiMosaic({
  columns,
  rows,
  cells,
  label,
  corner,
  expandedRowsParameter,
  expandedColumnsParameter,
  onNavigateToBusinessMap,
  onNavigateToDashboard,
  onHoverItemClick,
}: KpiMosaicProps) {
  const callbackApi = useCallbackApi();
  const rowTree = useMemo(() => buildAxis(rows), [rows]);
  const columnNodes = useMemo(() => buildAxis(columns), [columns]);
  const cellIndex = useMemo(() => indexCells(cells), [cells]);
  const expandedRows = useVisibleSet({
    parameter: expandedRowsParameter,
    available: groupKeys(rowTree),
    defaults: initiallyExpanded(rowTree),
    enabled: true,
    subject: "KpiMosaic row groups",
  });
  const expandedColumns = useVisibleSet({
    parameter: expandedColumnsParameter,
    available: groupKeys(columnNodes),
    defaults: initiallyExpanded(columnNodes),
    enabled: true,
    subject: "KpiMosaic column groups",
  });

  const { header, leaves } = useMemo(() => {
    const tree = columnTree(columnNodes, expandedColumns.visible);
    return { header: headerRows(tree), leaves: headerLeaves(tree) };
  }, [columnNodes, expandedColumns.visible]);
  const shownRows = visibleRows(rowTree, expandedRows.visible);
  const rowsHaveGroups = rowTree.some((node) => node.children.length > 0);
  const callbacks = { onNavigateToBusinessMap, onNavigateToDashboard, onHoverItemClick, callbackApi };

  return (
    <Box className="sf-kpi-mosaic" sx={kpiMosaicSx}>
      <div className="sf-kpi-mosaic__scroll">
        <table
          aria-label={label ?? "KPI mosaic"}
          style={{ minWidth: ROW_HEADING_WIDTH + leaves.length * MIN_TILE_WIDTH }}
        >
          <colgroup>
            <col style={{ width: ROW_HEADING_WIDTH }} />
            {leaves.map((leaf) => (
              <col key={leaf.node.key} />
            ))}
          </colgroup>
          <thead>
            {header.map((headerRow, level) => (
              // Header rows are identified by their level.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={level}>
                {level === 0 &&
                  (corner === undefined ? (
                    <td rowSpan={header.length} className="sf-kpi-mosaic__corner" />
                  ) : (
                    <th scope="col" rowSpan={header.length} className="sf-kpi-mosaic__corner">
                      {corner}
                    </th>
                  ))}
                {headerRow.map((cell) => (
                  <ColumnHeadingCell key={cell.item.node.key} cell={cell} onToggle={expandedColumns.toggle} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {shownRows.map((row) => (
              <tr key={row.node.key} className={row.isGroup ? "sf-kpi-mosaic__row--group" : undefined}>
                <RowHeadingCell row={row} alignWithGroups={rowsHaveGroups} onToggle={expandedRows.toggle} />
                {leaves.map((leaf) => (
                  <KpiMosaicCellView
                    key={leaf.node.key}
                    cell={findCell(cellIndex, row.node.key, leaf.node.key)}
                    callbacks={callbacks}
                    subject={`${displayText(row.node.display)}, ${displayText(leaf.node.display)}`}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}
