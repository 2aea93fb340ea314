import { messages } from "@storyframe/core";
import { useFailureNotice } from "../shell/useFailureNotice";

/**
 * Tells the viewer, once per failure, that the user's settings (slide transition, narration voice) could not be
 * loaded from the core API: 'An error occurred while loading settings from the Core API.' (platform-shell §8).
 * The storyline still plays, with the default settings.
 */
export function usePreferencesFailureNotice(error: unknown): void {
  useFailureNotice(error, messages.coreApiSettings);
}
