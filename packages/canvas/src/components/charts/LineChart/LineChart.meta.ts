import { z } from "zod";
import { cartesianPropsShape } from "../shared/cartesianProps";

export const lineChartPropsSchema = z.object({ ...cartesianPropsShape, smooth: z.boolean().default(false) });

export type LineChartProps = z.output<typeof lineChartPropsSchema>;
