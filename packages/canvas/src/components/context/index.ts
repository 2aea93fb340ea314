import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { CanvasContext } from "../../runtime/CanvasContext";
import { canvasContextMeta, canvasContextPropsSchema } from "./canvasContext.meta";

/** Blocks that hook the author's callbacks into the canvas runtime (small: loaded with the registry). */
export const contextComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...canvasContextMeta, propsSchema: canvasContextPropsSchema, component: CanvasContext }),
];
