import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";
import { businessInputSchema } from "./businessSchema";

export const businessTimeSeriesPropsSchema = z.object({
  input: businessInputSchema,
  title: cartesianPropsShape.title,
  xLabel: cartesianPropsShape.xLabel,
  yLabel: cartesianPropsShape.yLabel,
  height: z.number().int().min(160).max(2000).default(360),
  coneName: z.string().min(1).default("Cone of probability"),
  zoom: cartesianPropsShape.zoom,
  xMinParameter: cartesianPropsShape.xMinParameter,
  xMaxParameter: cartesianPropsShape.xMaxParameter,
  targetField: cartesianPropsShape.targetField,
  interactiveTooltip: cartesianPropsShape.interactiveTooltip,
  onPointClick: cartesianPropsShape.onPointClick,
});

export type BusinessTimeSeriesProps = z.output<typeof businessTimeSeriesPropsSchema>;
