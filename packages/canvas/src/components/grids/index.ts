import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { dataGridMeta, dataGridPropsSchema } from "./DataGrid/DataGrid.meta";

/** The grids family, in the order the gallery lists it. */
export const gridsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...dataGridMeta,
    propsSchema: dataGridPropsSchema,
    component: lazy(() => import("./DataGrid/DataGrid")),
  }),
];
