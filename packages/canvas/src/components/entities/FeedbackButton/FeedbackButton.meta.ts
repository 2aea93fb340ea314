import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { FEEDBACK_PARAMETER } from "./feedbackForm";

export const feedbackButtonPropsSchema = z.object({
  row: z.record(z.string(), z.unknown()),
  parameter: z.string().min(1).default(FEEDBACK_PARAMETER),
  onSubmit: callbackSchema,
});
