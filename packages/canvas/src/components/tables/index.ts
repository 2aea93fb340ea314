import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { tableMeta, tablePropsSchema } from "./Table/Table.meta";

/** The tables family, in the order the gallery lists it. */
export const tablesComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...tableMeta, propsSchema: tablePropsSchema, component: lazy(() => import("./Table/Table")) }),
];
