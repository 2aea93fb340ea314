import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import type { Theme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export interface AdminColumn<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  width?: number | string;
  /** The column the list is sorted by (name): its header toggles the direction. */
  sortable?: boolean;
  hideBelow?: "sm" | "md";
}

export interface AdminTableProps<T> {
  /** The grid's title, e.g. 'User List'. */
  title: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  total: number;
  rowKey(row: T): string;
  loading: boolean;
  /** True while a newer page loads over the one shown. */
  refreshing: boolean;
  error: string | null;
  onRetry(): void;
  search: string;
  onSearchChange(search: string): void;
  searchLabel: string;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  sortDirection: "asc" | "desc";
  onSortToggle(): void;
  /** Edit/delete buttons of a row; no actions column without it. */
  actions?: (row: T) => ReactNode;
  /** The main button of the grid, e.g. 'Add User'. */
  primaryAction?: ReactNode;
  emptyText: string;
}

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * The actions column stays in view at the right edge when the grid scrolls sideways (a narrow window), over the
 * cells that pass beneath it: opaque, with the row's hover tint painted over the paper.
 */
const stickyActions = {
  position: "sticky",
  right: 0,
  width: 112,
  bgcolor: "background.paper",
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  ".MuiTableRow-hover:hover > &": {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
} as const;

/**
 * The admin grids: a titled card with search, a sorted table paged on the
 * server, and distinct loading, empty and error states.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { columns, rows, actions } = props;
  const columnCount = columns.length + (actions ? 1 : 0);
  const hidden = (column: AdminColumn<T>) =>
    column.hideBelow ? { display: { xs: "none", [column.hideBelow]: "table-cell" } } : {};
  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 2,
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Box sx={{ flex: "1 1 auto", minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {props.title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {props.loading ? "Loading…" : `${props.total.toLocaleString("en-US")} in total`}
          </Typography>
        </Box>
        <TextField
          size="small"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder={props.searchLabel}
          slotProps={{
            htmlInput: { "aria-label": props.searchLabel },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: "100%", sm: 280 } }}
        />
        {props.primaryAction}
      </Box>
      <Box sx={{ height: 3 }}>{props.refreshing ? <LinearProgress sx={{ height: 3 }} /> : null}</Box>
      <TableContainer>
        {/* Fixed layout: the columns keep their widths, so a long name is cut in its cell and cannot push the actions away. */}
        <Table
          size="medium"
          aria-label={props.title}
          aria-busy={props.loading || props.refreshing}
          sx={{ tableLayout: "fixed", minWidth: 640 }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  sx={{
                    width: column.width,
                    fontWeight: 600,
                    color: "text.secondary",
                    bgcolor: "grey.50",
                    ...hidden(column),
                  }}
                  sortDirection={column.sortable ? props.sortDirection : false}
                >
                  {column.sortable ? (
                    <TableSortLabel active direction={props.sortDirection} onClick={props.onSortToggle}>
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
              {actions ? (
                <TableCell
                  align="right"
                  sx={{ ...stickyActions, fontWeight: 600, color: "text.secondary", bgcolor: "grey.50" }}
                >
                  Actions
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.error ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 5, borderBottom: 0 }}>
                  <Alert
                    severity="error"
                    action={
                      <Button color="inherit" size="small" onClick={props.onRetry}>
                        Try Again
                      </Button>
                    }
                    sx={{ maxWidth: 640, mx: "auto" }}
                  >
                    {props.error}
                  </Alert>
                </TableCell>
              </TableRow>
            ) : props.loading || !rows ? (
              Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <TableRow key={index}>
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                    <TableCell key={cell}>
                      <Skeleton variant="text" width={cell === 0 ? "70%" : "50%"} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 8, textAlign: "center", borderBottom: 0 }}>
                  <Typography sx={{ color: "text.secondary" }}>{props.emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={props.rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={{ overflowWrap: "anywhere", ...hidden(column) }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="right" sx={{ ...stickyActions, whiteSpace: "nowrap", py: 0.5 }}>
                      {actions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, page) => props.onPageChange(page)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: "divider" }}
      />
    </Paper>
  );
}
