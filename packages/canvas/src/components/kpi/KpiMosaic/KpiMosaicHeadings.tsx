import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import type { ReactNode } from "react";
import { DisplayView } from "../shared/Graphic";
import type { HeaderCell } from "../shared/headerRows";
import type { ColumnHeading, VisibleRow } from "./kpiMosaicModel";

const ExpandedIcon = ExpandMoreIcon;
const CollapsedIcon = ChevronRightIcon;

/** A group heading's button: folds or unfolds the group, its state told by aria-expanded and the chevron. */
function GroupToggle({
  expanded,
  onToggle,
  children,
}: {
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const Chevron = expanded ? ExpandedIcon : CollapsedIcon;
  return (
    <button type="button" className="sf-kpi-mosaic__toggle" aria-expanded={expanded} onClick={onToggle}>
      <Chevron className="sf-kpi-mosaic__chevron" aria-hidden />
      {children}
    </button>
  );
}

/** One heading of the column header: a group spans its children, a column reaches down to the last header row. */
export function ColumnHeadingCell({
  cell,
  onToggle,
}: {
  cell: HeaderCell<ColumnHeading>;
  onToggle: (key: string) => void;
}) {
  const { node, isGroup, expanded } = cell.item;
  return (
    <th
      scope={isGroup && expanded ? "colgroup" : "col"}
      colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
      rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
      className={`sf-kpi-mosaic__heading sf-kpi-mosaic__heading--column${isGroup ? " sf-kpi-mosaic__heading--group" : ""}`}
    >
      {isGroup ? (
        <GroupToggle expanded={expanded} onToggle={() => onToggle(node.key)}>
          <DisplayView display={node.display} />
        </GroupToggle>
      ) : (
        <DisplayView display={node.display} />
      )}
    </th>
  );
}

type RowHeadingCellProps = {
  row: VisibleRow;
  /** Whether any row is a group: then plain headings leave room for the chevron so that texts line up. */
  alignWithGroups: boolean;
  onToggle: (key: string) => void;
};

/** A row's heading, indented by its depth; a group's is a button that folds its children away. */
export function RowHeadingCell({ row, alignWithGroups, onToggle }: RowHeadingCellProps) {
  return (
    <th
      scope="row"
      className={`sf-kpi-mosaic__heading sf-kpi-mosaic__heading--row${row.isGroup ? " sf-kpi-mosaic__heading--group" : ""}`}
      style={{ paddingLeft: 8 + row.depth * 18 }}
    >
      {row.isGroup ? (
        <GroupToggle expanded={row.expanded} onToggle={() => onToggle(row.node.key)}>
          <DisplayView display={row.node.display} />
        </GroupToggle>
      ) : (
        <span
          className={
            alignWithGroups
              ? "sf-kpi-mosaic__leaf-heading sf-kpi-mosaic__leaf-heading--aligned"
              : "sf-kpi-mosaic__leaf-heading"
          }
        >
          <DisplayView display={row.node.display} />
        </span>
      )}
    </th>
  );
}
