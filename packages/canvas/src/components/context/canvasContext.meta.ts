import { z } from "zod";
import type { CanvasContextProps } from "../../runtime/CanvasContext";

// Typed as the component's callbacks; at run time a template gives its own arrow functions.
const callback = <F>() =>
  z.custom<F>((value) => typeof value === "function", { message: "Expected a function." }).optional();

export const canvasContextPropsSchema = z.object({
  onEnter: callback<CanvasContextProps["onEnter"]>(),
  onLeave: callback<CanvasContextProps["onLeave"]>(),
  onParameterChange: callback<CanvasContextProps["onParameterChange"]>(),
  onFrameDataChange: callback<CanvasContextProps["onFrameDataChange"]>(),
  onDataSourceInFlightChange: callback<CanvasContextProps["onDataSourceInFlightChange"]>(),
  shouldConfirmExit: callback<CanvasContextProps["shouldConfirmExit"]>(),
});

export const canvasContextMeta = {
  name: "CanvasContext",
  family: "layout",
} as const;
