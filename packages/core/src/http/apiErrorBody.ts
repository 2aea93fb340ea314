import { z } from "zod";

/**
 * The JSON body of every error the server answers. `errors` holds per-field
 * messages for 400 responses; general ones sit under `non_field_errors`.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  traceId: z.string().optional(),
  detail: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const NON_FIELD_ERRORS = "non_field_errors";
