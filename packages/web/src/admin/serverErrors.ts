import { NON_FIELD_ERRORS } from "@storyframe/core";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { BadRequestError } from "../api/adminClient";
import { ApiError } from "../api/apiError";
import { describeResponse } from "../api/describeResponse";

/** The key under which a form keeps its general (non-field) error. */
export const FORM_ERROR = "root.server" as const;

/**
 * Puts a failed save's messages where the user looks: each 400 field error on
 * its field (nested keys such as `explicitTags.allowed` on their first part),
 * `non_field_errors` and anything else as the form's general error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const general: string[] = [];
  if (error instanceof BadRequestError) {
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = fields.find((name) => name === key || name === key.split(".")[0]);
      if (field && key !== NON_FIELD_ERRORS) setError(field, { type: "server", message: messages.join(" ") });
      else general.push(...messages);
    }
    if (general.length === 0 && Object.keys(error.fieldErrors).length === 0) general.push(describeFailure(error));
  } else {
    general.push(describeFailure(error));
  }
  if (general.length > 0) setError(FORM_ERROR, { type: "server", message: general.join(" ") });
}

/**
 * A failed save's messages for a form kept in plain state: each 400 field error under its field's name, anything
 * else (other keys, or a failure that is not a 400) as `form`.
 */
export function fieldErrorsOf<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K | "form", string>> {
  if (!(error instanceof BadRequestError))
    return { form: describeFailure(error) } as Partial<Record<K | "form", string>>;
  const errors: Partial<Record<K | "form", string>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => name === key);
    if (field) errors[field] = messages.join(" ");
    else other.push(...messages);
  }
  if (other.length > 0) errors.form = other.join(" ");
  else if (Object.keys(error.fieldErrors).length === 0) errors.form = error.message;
  return errors;
}

/** One line about a failed call, for toasts and form errors. */
export function describeFailure(error: unknown): string {
  if (error instanceof BadRequestError) {
    const messages = Object.values(error.fieldErrors).flat();
    return messages.length > 0 ? messages.join(" ") : error.message;
  }
  if (error instanceof ApiError) {
    if (error.isConnectivity) return "The server could not be reached.";
    return error.serverMessage ?? describeResponse(error);
  }
  return error instanceof Error ? error.message : String(error);
}
