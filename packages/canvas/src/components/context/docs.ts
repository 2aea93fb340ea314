import type { ComponentDocs } from "../../defineComponent";
import { canvasContextDocs } from "./canvasContext.docs";

/** The docs of the context family, in the order of `contextComponents`. */
export const contextComponentDocs: readonly ComponentDocs[] = [canvasContextDocs];
