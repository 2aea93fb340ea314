import { DEFAULT_SPEECH_VOICE, findNarrationVoice } from "@storyframe/core";
import { createContext, useContext } from "react";
import { createBrowserSpeechProvider } from "./browserSpeechProvider";
import type { SpeechProvider } from "./speechProvider";

/** How the host page lets narration speak: the provider to use and the user's narration voice. */
export type SpeechSettings = {
  provider: SpeechProvider;
  /** The user's narration voice preference (one of the 14 voice names); en-GB-Wavenet-A when absent. */
  voice?: string;
};

/**
 * Supplied by the host page (`<SpeechContext.Provider value={…}>`): the cloud
 * provider when the server has a speech key, and the user's voice. Without a
 * host, narration uses the browser's own voices.
 */
export const SpeechContext = createContext<SpeechSettings>({ provider: createBrowserSpeechProvider() });

export function useSpeechSettings(): SpeechSettings {
  return useContext(SpeechContext);
}

/** The voice to narrate with: the control's own, else the user's preference (if it is one of the 14), else the default. */
export function narrationVoiceOf(attribute: string | undefined, settings: SpeechSettings): string {
  if (attribute !== undefined) return attribute;
  return settings.voice !== undefined && findNarrationVoice(settings.voice) ? settings.voice : DEFAULT_SPEECH_VOICE;
}
