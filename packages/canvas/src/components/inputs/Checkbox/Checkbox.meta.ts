import type { z } from "zod";
import { togglePropsSchema } from "../shared/toggleSchema";

export const checkboxPropsSchema = togglePropsSchema;

export type CheckboxProps = z.output<typeof checkboxPropsSchema>;
