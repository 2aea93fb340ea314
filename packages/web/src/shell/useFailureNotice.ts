import { messages } from "@storyframe/core";
import { useEffect } from "react";
import { ApiError } from "../api/apiError";
import { describeResponse } from "../api/describeResponse";
import { notifyError } from "./notifications";

/**
 * Tells the user, once per failure, that something the page needs could not be loaded: `title` (a catalogue text of
 * platform-shell §8) with the network hint when the server was not reached, or with the server's response.
 */
export function useFailureNotice(error: unknown, title: string): void {
  useEffect(() => {
    if (!error) return;
    const connectivity = error instanceof ApiError && error.isConnectivity;
    const detail = connectivity
      ? messages.settingsConnectivityHint
      : error instanceof ApiError
        ? describeResponse(error)
        : undefined;
    notifyError({ type: connectivity ? "Connectivity" : "Generic", title, ...(detail ? { detail } : {}) });
  }, [error, title]);
}
