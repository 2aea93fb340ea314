import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useId, useState } from "react";
import type { ChartTableModel } from "./chartTable";
import { chartFontFamily, chartInk } from "./chartTheme";

/** The text of a chart without input (canvas-components §8). */
const noInputText = "No input provided.";

type ChartFrameProps = {
  title?: string | undefined;
  height: number;
  /** Null while there is nothing to plot: the frame shows 'No input provided.'. */
  table: ChartTableModel | null;
  children: ReactNode;
};

/** A chart's figure: its caption and data-table toggle, then the plot (or the empty text), then the table on demand. */
export function ChartFrame({ title, height, table, children }: ChartFrameProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const hasTitle = title !== undefined && title.trim() !== "";
  return (
    <Box component="figure" className="sf-chart" sx={{ m: 0, minWidth: 0, fontFamily: chartFontFamily }}>
      {(hasTitle || table !== null) && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 32 }}>
          <Box
            component="figcaption"
            className="sf-chart-title"
            sx={{ flex: 1, fontSize: 14, fontWeight: 600, color: chartInk.text, lineHeight: 1.4 }}
          >
            {hasTitle ? title : null}
          </Box>
          {table !== null && (
            <Tooltip title={tableShown ? "Hide data table" : "Show data table"}>
              <IconButton
                size="small"
                aria-label={tableShown ? "Hide data table" : "Show data table"}
                aria-expanded={tableShown}
                aria-controls={tableShown ? tableId : undefined}
                onClick={() => setTableShown((shown) => !shown)}
                sx={{ color: chartInk.muted }}
              >
                <TableChartOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
      {table === null ? (
        <Box
          className="sf-chart-empty"
          sx={{
            height,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            border: `1px dashed ${chartInk.line}`,
            borderRadius: 1,
            color: chartInk.muted,
            fontSize: 14,
          }}
        >
          {noInputText}
        </Box>
      ) : (
        children
      )}
      {table !== null && tableShown && <ChartDataTable id={tableId} title={title} table={table} />}
    </Box>
  );
}

function ChartDataTable({ id, title, table }: { id: string; title: string | undefined; table: ChartTableModel }) {
  return (
    <Box
      id={id}
      className="sf-chart-table"
      sx={{ mt: 1, maxHeight: 280, overflow: "auto", border: `1px solid ${chartInk.grid}` }}
    >
      <Table size="small" stickyHeader aria-label={title ? `Data of ${title}` : "Chart data"}>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional; two series may share a name.
              <TableCell key={`${index}-${column}`} align={index === 0 ? "left" : "right"} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns of a fixed header.
                  key={index}
                  align={index === 0 ? "left" : "right"}
                  component={index === 0 ? "th" : "td"}
                  scope={index === 0 ? "row" : undefined}
                >
                  {index === 0 && row.href !== undefined ? <Link href={row.href}>{cell}</Link> : cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {table.omitted > 0 && (
        <Box sx={{ p: 1, fontSize: 12, color: chartInk.muted }}>
          Showing the first {table.rows.length} rows; {table.omitted} more are not listed.
        </Box>
      )}
    </Box>
  );
}
