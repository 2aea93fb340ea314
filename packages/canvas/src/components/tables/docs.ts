import type { ComponentDocs } from "../../defineComponent";
import { tableDocs } from "./Table/Table.docs";

/** The docs of the tables family, in the order of `tablesComponents`. */
export const tablesComponentDocs: readonly ComponentDocs[] = [tableDocs];
