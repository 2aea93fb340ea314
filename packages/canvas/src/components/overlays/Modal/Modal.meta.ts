import type { ReactNode } from "react";
import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { nodeSchema } from "../shared/nodeSchema";

export const modalWidths = ["xs", "sm", "md", "lg", "xl"] as const;

export const modalPropsSchema = z.object({
  parameter: z.string().min(1, "Name the parameter that opens the modal."),
  title: z.string().optional(),
  maxWidth: z.enum(modalWidths).default("md"),
  fullWidth: z.boolean().default(false),
  actions: nodeSchema.optional(),
  trigger: z.string().min(1).optional(),
  onClose: callbackSchema,
});

export type ModalProps = z.output<typeof modalPropsSchema> & { children?: ReactNode };
