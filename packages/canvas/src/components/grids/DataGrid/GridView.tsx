import Box from "@mui/material/Box";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { ScrollCue } from "../../shared/ScrollCue";
import type { AuthorCallback } from "../../shared/schemas";
import { useDebouncedValue } from "../../shared/useDebouncedValue";
import { columnRules } from "./cellFrame";
import { cellText } from "./cellValue";
import { GridHeaderRow } from "./GridHeaderRow";
import { GridEmptyState, GridToolbar } from "./GridParts";
import { GridRow } from "./GridRow";
import { createGridModel } from "./gridModel";
import type { Placement } from "./gridPlacement";
import { gridSx } from "./gridStyles";
import { type RowTree, visibleRows } from "./gridTree";
import { type GridColumn, type GridRowData, isRecord, toLayoutCell } from "./gridTypes";
import { OptionMenu } from "./OptionMenu";
import { useColumnModel } from "./useColumnLayout";
import { useCellWriter } from "./useGridEditing";
import { useGridInteraction } from "./useGridInteraction";
import type { GridRows } from "./useGridRows";
import { useSameContent } from "./useSameContent";

export type GridViewProps = {
  readonly name: string;
  readonly title: string | undefined;
  readonly columns: readonly GridColumn[];
  readonly gridRows: GridRows;
  readonly placement: Placement;
  readonly tree: RowTree;
  readonly stickyLeft: number;
  readonly stickyRight: number;
  readonly searchable: boolean;
  readonly height: number;
  readonly rowHeight: number;
  readonly headerHeight: number;
  readonly onCellEdited: AuthorCallback | undefined;
};

const SEARCH_DELAY_MS = 200;
const OVERSCAN = 6;
const gridViewport = (root: HTMLElement) => root.querySelector<HTMLElement>(".sf-datagrid__viewport");

/** What a row's search text depends on, of each column. */
type SearchColumn = Pick<GridColumn, "field" | "type" | "options">;

/** The text a search looks in: every cell of the row as shown (checkboxes aside). */
function searchTextOf(row: GridRowData, columns: readonly SearchColumn[]): string {
  if (Array.isArray(row.cells)) {
    return row.cells
      .map((raw) => {
        if (!isRecord(raw)) return "";
        const cell = toLayoutCell(raw);
        return cell.type === "checkbox" ? "" : cellText(cell.type, cell.value, cell.options ?? []);
      })
      .join("\n")
      .toLowerCase();
  }
  return columns
    .map((column) => (column.type === "checkbox" ? "" : cellText(column.type, row[column.field], column.options)))
    .join("\n")
    .toLowerCase();
}

/** The grid itself once its configuration and layout are known to be right. */
export function GridView(props: GridViewProps) {
  const { columns, gridRows, placement, tree, rowHeight, headerHeight } = props;
  const { rows, original } = gridRows;
  const titleId = useId();
  const descriptionPrefix = useId();
  const descriptionId = useCallback((column: number) => `${descriptionPrefix}-${column}`, [descriptionPrefix]);

  const [folded, setFolded] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isExpanded = useCallback(
    (index: number) => {
      const row = original[index];
      return folded.get(String(row?.id)) ?? row?.isExpanded !== false;
    },
    [folded, original],
  );
  const toggleRow = (position: number) => {
    const index = model.rowIndexAt(position);
    if (!tree.hasChildren(index)) return;
    const key = String(original[index]?.id);
    setFolded((current) => new Map(current).set(key, !isExpanded(index)));
  };

  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DELAY_MS);
  // Each row's search text, computed the first time a search needs it and kept while the row is unchanged. The
  // columns a template rebuilds (a new getContent on every render) keep it while their fields, types and options
  // stay the same: an edit made while searching then reads one row again, not all of them.
  const searchColumns = useSameContent(
    useMemo(() => columns.map(({ field, type, options }): SearchColumn => ({ field, type, options })), [columns]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: other columns make other texts, so a new cache
  const searchTexts = useMemo(() => new WeakMap<GridRowData, string>(), [searchColumns]);
  const searchedRows = query === "" ? null : rows;
  const shown = useMemo(() => {
    if (searchedRows === null) return visibleRows(tree, isExpanded, null);
    const matches = (index: number) => {
      const row = searchedRows[index];
      if (row === undefined) return false;
      let text = searchTexts.get(row);
      if (text === undefined) {
        text = searchTextOf(row, searchColumns);
        searchTexts.set(row, text);
      }
      return text.includes(query);
    };
    return visibleRows(tree, isExpanded, matches);
  }, [tree, isExpanded, searchedRows, query, searchTexts, searchColumns]);

  const model = useMemo(() => createGridModel({ columns, rows, shown, placement }), [columns, rows, shown, placement]);
  const columnModel = useColumnModel(columns, props.stickyLeft, props.stickyRight);
  const { layout } = columnModel;
  const rules = useMemo(() => columnRules(layout, rowHeight, headerHeight), [layout, rowHeight, headerHeight]);

  const viewport = useRef<HTMLDivElement>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (!placement.hasRowSpans) return indexes;
      // A cell spanning into the rows in view is drawn with its first row, so that row is drawn too.
      const starts = indexes.map((index) => model.spanStartOf(index)).filter((start) => start < (indexes[0] ?? 0));
      return starts.length === 0 ? indexes : [...new Set([...starts, ...indexes])].sort((a, b) => a - b);
    },
    [model, placement],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: model.rowCount,
    getScrollElement: () => viewport.current,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });

  const writeCells = useCellWriter(model, gridRows, props.onCellEdited);
  const interaction = useGridInteraction({
    name: props.name,
    model,
    columns,
    pageSize: Math.max(1, Math.floor((props.height - headerHeight) / rowHeight) - 1),
    viewport,
    virtualizer,
    writeCells,
    toggleRow,
    resizeColumn: columnModel.resizeBy,
  });
  const { focus, edit } = interaction;

  const items = virtualizer.getVirtualItems();
  const focusDrawn = focus !== null && (focus.row === 0 || items.some((item) => item.index === focus.row - 1));
  // The focused cell is the grid's one tab stop; while it is scrolled out of view, the header's first cell is.
  const headerTabColumn = focus?.row === 0 ? focus.column : focusDrawn ? -1 : 0;
  const emptyKind = model.rowCount > 0 ? null : rows.length === 0 ? "noRows" : "noMatch";
  const label = props.title === undefined ? { "aria-label": props.name } : { "aria-labelledby": titleId };
  const showToolbar = props.title !== undefined || props.searchable;

  return (
    <ScrollCue scroller={gridViewport}>
      <Box
        className="sf-datagrid"
        data-grid-name={props.name}
        sx={{ ...gridSx, ...rules, width: layout.totalWidth + 2 }}
      >
        {showToolbar ? (
          <GridToolbar
            titleId={titleId}
            title={props.title}
            searchable={props.searchable}
            search={search}
            onSearch={setSearch}
            searchLabel={`Search ${props.title ?? props.name}`}
            shownCount={model.rowCount}
            totalCount={rows.length}
          />
        ) : null}
        {/* biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows) */}
        <div
          ref={viewport}
          role="grid"
          {...label}
          aria-rowcount={model.rowCount + 1}
          aria-colcount={columns.length}
          className="sf-datagrid__viewport"
          style={{
            maxHeight: props.height,
            scrollPaddingTop: headerHeight,
            scrollPaddingLeft: layout.stickyLeftWidth,
            scrollPaddingRight: layout.stickyRightWidth,
          }}
          onKeyDown={interaction.onKeyDown}
          onFocus={interaction.onFocus}
          onCopy={interaction.onCopy}
          onPaste={interaction.onPaste}
        >
          <GridHeaderRow
            columns={columns}
            columnModel={columnModel}
            height={headerHeight}
            tabColumn={headerTabColumn}
            descriptionId={descriptionId}
          />
          {/* biome-ignore lint/a11y: the virtualised grid follows the WAI-ARIA grid pattern on positioned divs (table elements cannot be absolutely placed rows) */}
          <div
            role="rowgroup"
            className="sf-datagrid__body"
            style={{ height: emptyKind === null ? virtualizer.getTotalSize() : undefined, width: layout.totalWidth }}
          >
            {emptyKind !== null ? (
              <GridEmptyState kind={emptyKind} columnCount={columns.length} />
            ) : (
              items.map((item) => {
                const index = model.rowIndexAt(item.index);
                const row = rows[index];
                if (row === undefined) return null;
                return (
                  <GridRow
                    key={`${typeof row.id}:${String(row.id)}`}
                    position={item.index}
                    top={item.start - headerHeight}
                    rowHeight={rowHeight}
                    row={row}
                    original={original[index]}
                    cells={model.cellsAt(item.index)}
                    columns={columns}
                    layout={layout}
                    depth={tree.depthOf(index)}
                    hasChildren={tree.hasChildren(index)}
                    expanded={isExpanded(index)}
                    focusColumn={focus !== null && focus.row === item.index + 1 ? focus.column : -1}
                    edit={edit !== null && edit.row === item.index + 1 ? edit : null}
                    actions={interaction.actions}
                  />
                );
              })
            )}
          </div>
        </div>
        <div hidden>
          {columns.map((column, index) =>
            column.headerTooltip === undefined ? null : (
              <span key={column.field} id={descriptionId(index)}>
                {column.headerTooltip}
              </span>
            ),
          )}
        </div>
        {interaction.menu === null ? null : <OptionMenu menu={interaction.menu} />}
      </Box>
    </ScrollCue>
  );
}
