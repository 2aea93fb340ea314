import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";

/** The form's message for a missing or empty required field (platform-shell §5). */
export const FIELD_REQUIRED = "This field is required.";

/** A required text field: trimmed, non-empty, at most `max` characters; a missing value reads 'This field is required.' */
export function requiredText(max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_REQUIRED : "Must be text."),
    })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(max, `Use at most ${max} characters.`);
}

/** A tag such as 'users::read'. */
const tagSchema = z.string().trim().min(1, "A tag cannot be empty.").max(200, "Use at most 200 characters.");

/** Allowed and denied tags of a user, role or group. */
export const explicitTagsSchema = z.object({
  allowed: z.array(tagSchema).max(200).default([]),
  denied: z.array(tagSchema).max(200).default([]),
});
export type ExplicitTagLists = z.infer<typeof explicitTagsSchema>;

export const keyValueSchema = z.object({
  key: z.string().trim().min(1, "A key cannot be empty.").max(200),
  value: z.string().max(2000),
});
export type KeyValueEntry = z.infer<typeof keyValueSchema>;

/** An id of a user, role or group (a UUID, but any other text is simply not found). */
export const entityIdSchema = z.string().trim().min(1, FIELD_REQUIRED).max(100);

/** A lookup option: what a select shows (`label`) and sends (`value`). */
export const lookupOptionSchema = z.object({ value: z.string(), label: z.string() });
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const lookupsQuerySchema = z.object({ domainName: domainNameSchema.optional() });

/** A query flag written as `true`/`false` (also `1`/`0`). */
export const queryBooleanSchema = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false." })
  .transform((value) => value === "true" || value === "1");

/**
 * Paging, an extension of the spec's list calls: without `limit` the whole
 * list is answered (as spec clients expect); the total count is always in
 * the `X-Total-Count` header.
 */
export const pagingQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "Use a whole number." })
    .int("Use a whole number.")
    .min(0)
    .max(10_000_000)
    .optional(),
  limit: z.coerce.number({ error: "Use a whole number." }).int("Use a whole number.").min(1).max(1000).optional(),
});

/** Lists sort by name ascending unless told otherwise. */
export const nameOrderSchema = z.enum(["name", "-name"], { error: "Use name or -name." });
