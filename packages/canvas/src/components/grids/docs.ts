import type { ComponentDocs } from "../../defineComponent";
import { dataGridDocs } from "./DataGrid/DataGrid.docs";

/** The docs of the grids family, in the order of `gridsComponents`. */
export const gridsComponentDocs: readonly ComponentDocs[] = [dataGridDocs];
