import { messages } from "@storyframe/core";
import { useEffect } from "react";
import { ApiError } from "../../api/apiError";
import { describeResponse } from "../../api/describeResponse";
import { notifyError } from "../notifications";

/** Tells the user, once per failure, that the menu could not be loaded ('Failed to load menu items.'). */
export function useMenuFailureNotice(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    const connectivity = error instanceof ApiError && error.isConnectivity;
    notifyError({
      type: connectivity ? "Connectivity" : "Generic",
      title: messages.menuLoadFailed,
      ...(error instanceof ApiError && !connectivity ? { detail: describeResponse(error) } : {}),
      ...(connectivity ? { detail: messages.settingsConnectivityHint } : {}),
    });
  }, [error]);
}
