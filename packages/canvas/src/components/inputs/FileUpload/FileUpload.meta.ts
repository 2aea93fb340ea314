import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

export const fileUploadPropsSchema = z.object({
  buttonLabel: z.string().min(1).default("Select File"),
  accept: z.string().optional(),
  multiple: z.boolean().default(false),
  dropArea: z.boolean().default(false),
  dropHint: z.string().optional(),
  parameter: z.string().min(1).optional(),
  disabled: z.boolean().default(false),
  onFilesSelected: callbackSchema,
});

export type FileUploadProps = z.output<typeof fileUploadPropsSchema>;
