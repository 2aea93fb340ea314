import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { tableMeta, tablePropsSchema } from "./Table/Table.meta";

/** The tables family, in the order the gallery lists it. */
export const tablesComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...tableMeta, propsSchema: tablePropsSchema, component: onDemand(() => import("./Table/Table")) }),
];
