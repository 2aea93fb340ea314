import {
  createBrowserSpeechProvider,
  createCloudSpeechProvider,
  SpeechContext,
  type SpeechSettings,
} from "@storyframe/canvas";
import { type ReactNode, useMemo } from "react";
import { fetchJson } from "../api/fetchJson";
import { useAppStore } from "../app/store";
import { usePreferences } from "../preferences/usePreferences";

/**
 * Lets canvases narrate: through the server's speech service when the tenant's server has a speech key
 * (the key never reaches the browser), else with the browser's own voices; in the user's narration voice.
 */
export function CanvasSpeech({ children }: { children: ReactNode }) {
  const cloudSpeech = useAppStore((state) => state.settings?.features.cloudSpeech ?? false);
  const coreApiUrl = useAppStore((state) => state.settings?.coreApiUrl ?? "");
  const { preferences } = usePreferences();
  const provider = useMemo(
    () =>
      cloudSpeech
        ? createCloudSpeechProvider((path, body, signal) =>
            fetchJson(`${coreApiUrl}${path}`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(body),
              signal,
              timeout: true,
            }),
          )
        : createBrowserSpeechProvider(),
    [cloudSpeech, coreApiUrl],
  );
  const voice = preferences.voice.name;
  const value = useMemo<SpeechSettings>(() => ({ provider, voice }), [provider, voice]);
  return <SpeechContext.Provider value={value}>{children}</SpeechContext.Provider>;
}
