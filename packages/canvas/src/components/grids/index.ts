import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { dataGridMeta, dataGridPropsSchema } from "./DataGrid/DataGrid.meta";

/** The grids family, in the order the gallery lists it. */
export const gridsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...dataGridMeta,
    propsSchema: dataGridPropsSchema,
    component: onDemand(() => import("./DataGrid/DataGrid")),
  }),
];
