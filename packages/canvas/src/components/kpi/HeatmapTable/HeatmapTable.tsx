import Box from "@mui/material/Box";
import { useEffect, useMemo } from "react";
import { darkText, palette } from "../../shared/palette";
import { readableForeground, resolveColor } from "../shared/colors";
import { formatDisplayValue } from "../shared/formatValue";
import { type HeaderTreeNode, headerLeaves, headerRows } from "../shared/headerRows";
import type { HeatmapCell, HeatmapColumn, HeatmapTableProps } from "./HeatmapTable.meta";

const toTree = (columns: readonly HeatmapColumn[]): HeaderTreeNode<HeatmapColumn>[] =>
  columns.map((column) => ({ item: column, children: toTree(column.children ?? []) }));

const border = `1px solid ${palette.grey[300]}`;

const heatmapSx = {
  overflowX: "auto",
  "&:focus-visible": { outline: `2px solid ${palette.blue[700]}`, outlineOffset: 2 },
  "& table": { borderCollapse: "collapse", minWidth: "100%", fontSize: "0.875rem", lineHeight: 1.35 },
  "& caption": { captionSide: "top", textAlign: "left", pb: 1, fontWeight: 600, color: darkText },
  "& th": {
    p: "6px 10px",
    border,
    background: palette.grey[50],
    color: darkText,
    fontWeight: 600,
    textAlign: "center",
    whiteSpace: "nowrap",
  },
  "& th[scope='row'], & .sf-heatmap__corner": { textAlign: "left" },
  "& td": {
    p: "6px 10px",
    border,
    textAlign: "center",
    fontVariantNumeric: "tabular-nums",
    whiteSpace: "nowrap",
  },
} as const;

/** Paints a cell: its own colours, or readable text chosen for its background. */
function cellStyle(cell: HeatmapCell) {
  if (cell === null || cell.backgroundColor === undefined) {
    return cell?.foregroundColor === undefined ? undefined : { color: resolveColor(cell.foregroundColor) };
  }
  const background = resolveColor(cell.backgroundColor);
  const color =
    cell.foregroundColor === undefined ? readableForeground(background) : resolveColor(cell.foregroundColor);
  return { background, color };
}

/** A real table with nested column headings (colSpan/rowSpan, scoped) and coloured cells. */
export default function HeatmapTable({ columns, rows, caption, rowHeaderTitle, decimals }: HeatmapTableProps) {
  const tree = useMemo(() => toTree(columns), [columns]);
  const header = useMemo(() => headerRows(tree), [tree]);
  const leafCount = useMemo(() => headerLeaves(tree).length, [tree]);
  const overfull = rows.filter((row) => row.cells.length > leafCount).map((row) => row.title);
  const overfullText = overfull.join("\u0000");

  useEffect(() => {
    if (overfullText === "") return;
    console.warn(
      `HeatmapTable: rows ${overfullText.split("\u0000").join(", ")} have more cells than the ${leafCount} columns; the extra cells are not shown.`,
    );
  }, [overfullText, leafCount]);

  return (
    <Box
      className="sf-heatmap"
      sx={heatmapSx}
      role="region"
      aria-label={caption ?? "Heatmap table"}
      // The region scrolls sideways on narrow pages, so it must be reachable by keyboard.
      tabIndex={0}
    >
      <table>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          {header.map((headerRow, level) => (
            // Header rows are identified by their level.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={level}>
              {level === 0 && (
                <th scope="col" rowSpan={header.length} className="sf-heatmap__corner">
                  {rowHeaderTitle ?? ""}
                </th>
              )}
              {headerRow.map((cell) => (
                <th
                  key={`${cell.level}-${cell.firstLeaf}`}
                  scope={cell.isLeaf ? "col" : "colgroup"}
                  colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
                  rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
                >
                  {cell.item.title}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // Row titles may repeat; rows are positional.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={rowIndex}>
              <th scope="row">{row.title}</th>
              {Array.from({ length: leafCount }, (_, column) => {
                const cell = row.cells[column] ?? null;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional under their column.
                  <td key={column} style={cellStyle(cell)}>
                    {cell === null || cell.content === undefined ? "" : formatDisplayValue(cell.content, decimals)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
