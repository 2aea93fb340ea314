import InboxOutlinedIcon from "@mui/icons-material/InboxOutlined";
import SearchIcon from "@mui/icons-material/Search";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { memo } from "react";
import { MISSING_CONFIGURATION_TITLE } from "./validateGridLayout";

/** canvas-components §4: the grid's empty states. */
export const EMPTY_STATES = {
  noRows: { title: "No Data", detail: "No Rows To Show Here" },
  noMatch: { title: "Not Found", detail: "No Rows Matching Search Criteria" },
} as const;

/** The configuration problems, shown as a bulleted list in place of the grid (canvas-components §5). */
export function GridProblems({ name, problems }: { name: string | undefined; problems: readonly string[] }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      className="sf-datagrid-problems"
      data-grid-name={name}
      sx={{ maxWidth: 760, "& ul": { m: 0, mt: 0.5, pl: 2.5 }, "& li + li": { mt: 0.25 } }}
    >
      <AlertTitle>{MISSING_CONFIGURATION_TITLE}</AlertTitle>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}

type ToolbarProps = {
  readonly titleId: string;
  readonly title: string | undefined;
  readonly searchable: boolean;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly searchLabel: string;
  readonly shownCount: number;
  readonly totalCount: number;
};

const countFormat = new Intl.NumberFormat("en-US");
const rowsText = (count: number) => `${countFormat.format(count)} ${count === 1 ? "row" : "rows"}`;

/** The title, the search box and the row count above the grid. */
export const GridToolbar = memo(function GridToolbar(props: ToolbarProps) {
  const { title, searchable, search, shownCount, totalCount } = props;
  const searching = search.trim() !== "";
  return (
    <div className="sf-datagrid__toolbar">
      {title === undefined ? (
        <span className="sf-datagrid__title" />
      ) : (
        <div id={props.titleId} className="sf-datagrid__title">
          {title}
        </div>
      )}
      <span className="sf-datagrid__count" aria-live="polite">
        {searching ? `${countFormat.format(shownCount)} of ${rowsText(totalCount)}` : rowsText(totalCount)}
      </span>
      {searchable ? (
        <TextField
          size="small"
          type="search"
          placeholder="Search"
          value={search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ width: 240 }}
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
        />
      ) : null}
    </div>
  );
});

/** The body of a grid without rows to show: no rows at all, or none matching the search. */
export function GridEmptyState({ kind, columnCount }: { kind: keyof typeof EMPTY_STATES; columnCount: number }) {
  const { title, detail } = EMPTY_STATES[kind];
  const Icon = kind === "noRows" ? InboxOutlinedIcon : SearchOffIcon;
  return (
    // biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows)
    <div role="row" aria-rowindex={2}>
      {/* biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows) */}
      <div role="gridcell" aria-colspan={columnCount} className="sf-datagrid__empty">
        <Icon className="sf-datagrid__empty-icon" aria-hidden="true" />
        <span className="sf-datagrid__empty-title">{title}</span>
        <span>{detail}</span>
      </div>
    </div>
  );
}
