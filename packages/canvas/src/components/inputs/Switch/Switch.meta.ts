import type { z } from "zod";
import { togglePropsSchema } from "../shared/toggleSchema";

export const switchPropsSchema = togglePropsSchema;

export type SwitchProps = z.output<typeof switchPropsSchema>;
