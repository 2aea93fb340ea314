import type { ReactNode } from "react";
import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const confirmColors = ["primary", "error", "warning", "success"] as const;

export const confirmationDialogPropsSchema = z.object({
  title: z.string().optional(),
  message: z.string().optional(),
  cancelLabel: z.string().min(1).default("Cancel"),
  confirmLabel: z.string().min(1).default("Confirm"),
  confirmColor: z.enum(confirmColors).default("primary"),
  onConfirm: callbackSchema,
  onCancel: callbackSchema,
  parameter: z.string().min(1).optional(),
  open: z.boolean().optional(),
  trigger: z.string().min(1).optional(),
});

export type ConfirmationDialogProps = z.output<typeof confirmationDialogPropsSchema> & { children?: ReactNode };
