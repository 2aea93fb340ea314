import { apiErrorBodySchema, messages } from "@storyframe/core";
import { ApiError } from "../../api/apiError";

/** Why a save failed, as the Templates tab shows it. */
export type SaveFailure =
  /** Someone saved a newer version (409): the server's message, then Reload or Overwrite. */
  | { kind: "conflict"; message: string }
  /** Any other failure: the response's text, with the field errors it carries (e.g. each template's 'JSX error'). */
  | { kind: "error"; message: string; details: string[] };

export function describeSaveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error), details: [] };
  }
  if (error.isConnectivity) return { kind: "error", message: messages.dataServerUnreachable, details: [] };
  const body = apiErrorBodySchema.safeParse(error.body);
  const text = body.success ? body.data.message : error.bodyText.trim() || `${error.status} ${error.statusText}`.trim();
  if (error.status === 409) return { kind: "conflict", message: text };
  const details = body.success ? Object.values(body.data.errors ?? {}).flat() : [];
  return { kind: "error", message: text, details };
}
