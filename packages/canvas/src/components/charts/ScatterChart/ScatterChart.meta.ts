import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";

export const scatterChartPropsSchema = z.object({
  ...cartesianPropsShape,
  size: z.string().min(1).optional(),
  label: z.string().min(1).optional(),
});

export type ScatterChartProps = z.output<typeof scatterChartPropsSchema>;
