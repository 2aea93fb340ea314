import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { autocompleteMeta, autocompletePropsSchema } from "./Autocomplete/Autocomplete.meta";
import {
  cascadingMultiFilterMeta,
  cascadingMultiFilterPropsSchema,
} from "./CascadingMultiFilter/CascadingMultiFilter.meta";
import { dropdownFilterMeta, dropdownFilterPropsSchema } from "./DropdownFilter/DropdownFilter.meta";
import { treeViewMeta, treeViewPropsSchema } from "./TreeView/TreeView.meta";

/** The selection family, in the order the gallery lists it. */
export const selectionComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...autocompleteMeta,
    propsSchema: autocompletePropsSchema,
    component: onDemand(() => import("./Autocomplete/Autocomplete")),
  }),
  defineComponent({
    ...dropdownFilterMeta,
    propsSchema: dropdownFilterPropsSchema,
    component: onDemand(() => import("./DropdownFilter/DropdownFilter")),
  }),
  defineComponent({
    ...cascadingMultiFilterMeta,
    propsSchema: cascadingMultiFilterPropsSchema,
    component: onDemand(() => import("./CascadingMultiFilter/CascadingMultiFilter")),
  }),
  defineComponent({
    ...treeViewMeta,
    propsSchema: treeViewPropsSchema,
    component: onDemand(() => import("./TreeView/TreeView")),
  }),
];
