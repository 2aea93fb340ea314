import { type ClientSettings, clientSettingsSchema, messages } from "@storyframe/core";
import { ApiError } from "./apiError";
import { describeResponse } from "./describeResponse";
import type { ErrorInfo } from "./errorInfo";
import { fetchJson } from "./fetchJson";

const CLIENT_SETTINGS_URL = "/api/settings/client";

/** The server answered, but not with client settings the SPA understands. */
export class MalformedSettingsError extends Error {
  constructor(cause: unknown) {
    super("The tenant settings received from the Core API are not in the expected format.", { cause });
    this.name = "MalformedSettingsError";
  }
}

/** Loads the settings of the tenant this host belongs to (the server resolves it from the Host header). */
export async function loadClientSettings(signal?: AbortSignal): Promise<ClientSettings> {
  const body = await fetchJson(CLIENT_SETTINGS_URL, { timeout: true, signal });
  const parsed = clientSettingsSchema.safeParse(body);
  if (!parsed.success) throw new MalformedSettingsError(parsed.error);
  return parsed.data;
}

/** Turns a failure of `loadClientSettings` into what the startup error page shows. */
export function classifySettingsError(error: unknown): ErrorInfo {
  if (!(error instanceof ApiError)) {
    const detail = error instanceof Error ? error.message : undefined;
    return { type: "Generic", title: messages.settingsGeneric, ...(detail ? { detail } : {}) };
  }
  if (error.status === undefined) {
    return {
      type: "Connectivity",
      title: messages.settingsConnectivity,
      detail: messages.settingsConnectivityHint,
    };
  }
  if (error.status === 404) {
    return { type: "NotFound", title: messages.tenantNotFound, detail: messages.tenantNotFoundHint };
  }
  if (error.status === 429) {
    return { type: "Generic", title: messages.rateLimitExceeded, detail: messages.rateLimitHint };
  }
  return { type: "Generic", title: messages.settingsGeneric, detail: describeResponse(error) };
}
