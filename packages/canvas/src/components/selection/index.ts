import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { autocompleteTag } from "./Autocomplete/Autocomplete.tag";
import { cascadingMultiFilterTag } from "./CascadingMultiFilter/CascadingMultiFilter.tag";
import { dropdownFilterTag } from "./DropdownFilter/DropdownFilter.tag";
import { treeViewTag } from "./TreeView/TreeView.tag";

/** The selection family, in the order the gallery lists it. */
export const selectionComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...autocompleteTag,
    ...loadedOnUse(
      () => import("./Autocomplete/Autocomplete"),
      async () => (await import("./Autocomplete/Autocomplete.meta")).autocompletePropsSchema,
    ),
  }),
  defineComponent({
    ...dropdownFilterTag,
    ...loadedOnUse(
      () => import("./DropdownFilter/DropdownFilter"),
      async () => (await import("./DropdownFilter/DropdownFilter.meta")).dropdownFilterPropsSchema,
    ),
  }),
  defineComponent({
    ...cascadingMultiFilterTag,
    ...loadedOnUse(
      () => import("./CascadingMultiFilter/CascadingMultiFilter"),
      async () => (await import("./CascadingMultiFilter/CascadingMultiFilter.meta")).cascadingMultiFilterPropsSchema,
    ),
  }),
  defineComponent({
    ...treeViewTag,
    ...loadedOnUse(
      () => import("./TreeView/TreeView"),
      async () => (await import("./TreeView/TreeView.meta")).treeViewPropsSchema,
    ),
  }),
];
