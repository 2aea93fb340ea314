import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";

export const lineChartPropsSchema = z.object({ ...cartesianPropsShape, smooth: z.boolean().default(false) });

export type LineChartProps = z.output<typeof lineChartPropsSchema>;

export const lineChartMeta = {
  name: "LineChart",
  family: "charts",
  isSelfClosing: true,
} as const;
