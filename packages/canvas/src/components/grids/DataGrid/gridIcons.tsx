/**
 * The two icons every row may draw, as plain SVG: a styled icon component per cell would cost a style
 * computation for each of the hundreds of cells drawn while scrolling. Paths of Material Icons' ChevronRight
 * and ArrowDropDown.
 */
export function ChevronIcon() {
  return (
    <svg className="sf-datagrid__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
    </svg>
  );
}

export function DropdownArrowIcon() {
  return (
    <svg
      className="sf-datagrid__icon sf-datagrid__dropdown-arrow"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m7 10 5 5 5-5z" />
    </svg>
  );
}
