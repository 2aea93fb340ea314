import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";

export const areaChartPropsSchema = z.object({
  ...cartesianPropsShape,
  stacked: z.boolean().default(false),
  smooth: z.boolean().default(false),
});

export type AreaChartProps = z.output<typeof areaChartPropsSchema>;
