import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";

export const barChartPropsSchema = z.object({
  ...cartesianPropsShape,
  stacked: z.boolean().default(false),
  horizontal: z.boolean().default(false),
});

export type BarChartProps = z.output<typeof barChartPropsSchema>;
