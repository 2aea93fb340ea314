import type { ReactNode } from "react";
import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { alertKinds, alertVariants } from "./alertAppearance";

export const alertPropsSchema = z.object({
  kind: z.enum(alertKinds).default("info"),
  title: z.string().optional(),
  message: z.union([z.string(), z.number()]).transform(String).optional(),
  variant: z.enum(alertVariants).default("standard"),
  closable: z.boolean().default(false),
  onClose: callbackSchema,
});

export type AlertProps = z.output<typeof alertPropsSchema> & { children?: ReactNode };
