import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { chartInputSchema, xTypes, ySchema } from "./chartSchemas";

/** The attributes line, area and bar charts share (their documentation: `cartesianAttributes`). */
export const cartesianPropsShape = {
  input: chartInputSchema,
  x: z.string().min(1),
  y: ySchema,
  seriesBy: z.string().min(1).optional(),
  xType: z.enum(xTypes).default("auto"),
  title: z.string().optional(),
  xLabel: z.string().optional(),
  yLabel: z.string().optional(),
  height: z.number().int().min(120).max(2000).default(320),
  zoom: z.boolean().default(false),
  xMinParameter: z.string().min(1).optional(),
  xMaxParameter: z.string().min(1).optional(),
  targetField: z.string().min(1).optional(),
  interactiveTooltip: z.boolean().default(false),
  onPointClick: callbackSchema,
};

const cartesianPropsSchema = z.object(cartesianPropsShape);
export type CartesianProps = z.output<typeof cartesianPropsSchema>;
