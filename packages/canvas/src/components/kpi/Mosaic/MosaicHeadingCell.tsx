import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import type { MosaicHeading } from "./mosaicLayout";

type MosaicHeadingCellProps = {
  heading: MosaicHeading;
  axis: "row" | "column";
  shown: boolean;
  collapsible: boolean;
  onToggle: (key: string) => void;
};

// The two chevrons are imported alone: the whole canvas icon set would load hundreds of modules.
const ExpandedIcon = ExpandMoreIcon;
const CollapsedIcon = ChevronRightIcon;

/** A row or column heading; a button that folds and unfolds its row or column when the mosaic is collapsible. */
export function MosaicHeadingCell({ heading, axis, shown, collapsible, onToggle }: MosaicHeadingCellProps) {
  const content = (
    <>
      <span className="sf-mosaic__heading-label">{heading.label}</span>
      {heading.detail !== undefined && shown && <span className="sf-mosaic__heading-detail">{heading.detail}</span>}
    </>
  );
  const Chevron = shown ? ExpandedIcon : CollapsedIcon;
  return (
    <th
      scope={axis === "row" ? "row" : "col"}
      className={`sf-mosaic__heading sf-mosaic__heading--${axis}${shown ? "" : " sf-mosaic__heading--folded"}`}
      title={shown ? undefined : heading.label}
    >
      {collapsible ? (
        <button type="button" className="sf-mosaic__toggle" aria-expanded={shown} onClick={() => onToggle(heading.key)}>
          <Chevron className="sf-mosaic__chevron" aria-hidden />
          <span className="sf-mosaic__heading-text">{content}</span>
        </button>
      ) : (
        <span className="sf-mosaic__heading-text">{content}</span>
      )}
    </th>
  );
}
