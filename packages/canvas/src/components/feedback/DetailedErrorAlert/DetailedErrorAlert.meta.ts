import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const showMoreLabel = "Show more";
export const showLessLabel = "Show less";

export const detailedErrorAlertPropsSchema = z.object({
  message: z.string().min(1, "Give the message of the error."),
  details: z.string().optional(),
  title: z.string().optional(),
  autoCollapseMs: z.number().int().positive().optional(),
  onClose: callbackSchema,
});

export type DetailedErrorAlertProps = z.output<typeof detailedErrorAlertPropsSchema>;
