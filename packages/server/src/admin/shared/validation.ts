import { NON_FIELD_ERRORS } from "@storyframe/core";
import type { z } from "zod";
import { type FieldErrors, InvalidError } from "../../shared/domainErrors";

/**
 * Input read with one of core's schemas, or an InvalidError whose messages
 * are keyed by field exactly as the API answers a body that breaks the schema.
 */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".") || NON_FIELD_ERRORS;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new InvalidError(errors);
}
