import type { z } from "zod";
import { togglePropsSchema } from "../shared/toggleSchema";

export const checkboxPropsSchema = togglePropsSchema;

export type CheckboxProps = z.output<typeof checkboxPropsSchema>;

export const checkboxMeta = {
  name: "Checkbox",
  family: "inputs",
  isSelfClosing: true,
} as const;
