import type { ComponentDocs } from "../../defineComponent";
import { autocompleteDocs } from "./Autocomplete/Autocomplete.docs";
import { cascadingMultiFilterDocs } from "./CascadingMultiFilter/CascadingMultiFilter.docs";
import { dropdownFilterDocs } from "./DropdownFilter/DropdownFilter.docs";
import { treeViewDocs } from "./TreeView/TreeView.docs";

/** The docs of the selection family, in the order of `selectionComponents`. */
export const selectionComponentDocs: readonly ComponentDocs[] = [
  autocompleteDocs,
  dropdownFilterDocs,
  cascadingMultiFilterDocs,
  treeViewDocs,
];
