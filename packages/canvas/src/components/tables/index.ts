import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { tableTag } from "./Table/Table.tag";

/** The tables family, in the order the gallery lists it. */
export const tablesComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...tableTag,
    ...loadedOnUse(
      () => import("./Table/Table"),
      async () => (await import("./Table/Table.meta")).tablePropsSchema,
    ),
  }),
];
