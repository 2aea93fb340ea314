import { messages } from "@storyframe/core";
import { useEffect } from "react";
import { ApiError } from "../api/apiError";
import { describeResponse } from "../api/describeResponse";
import { notifyError } from "../shell/notifications";

/**
 * Tells the viewer, once per failure, that the user's settings (slide transition, narration voice) could not be
 * loaded from the core API: 'An error occurred while loading settings from the Core API.' (platform-shell §8).
 * The storyline still plays, with the default settings.
 */
export function usePreferencesFailureNotice(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    const connectivity = error instanceof ApiError && error.isConnectivity;
    const detail = connectivity
      ? messages.settingsConnectivityHint
      : error instanceof ApiError
        ? describeResponse(error)
        : undefined;
    notifyError({
      type: connectivity ? "Connectivity" : "Generic",
      title: messages.coreApiSettings,
      ...(detail ? { detail } : {}),
    });
  }, [error]);
}
