import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { dataGridTag } from "./DataGrid/DataGrid.tag";

/** The grids family, in the order the gallery lists it. */
export const gridsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...dataGridTag,
    ...loadedOnUse(
      () => import("./DataGrid/DataGrid"),
      async () => (await import("./DataGrid/DataGrid.meta")).dataGridPropsSchema,
    ),
  }),
];
