import { SPEECH_SYNTHESIZE_PATH, type SpeechSynthesisRequest, speechSynthesisResponseSchema } from "@storyframe/core";
import { base64ToBlob } from "./audioSource";
import type { SpeechProvider } from "./speechProvider";

/**
 * Sends `body` as JSON to `path` on the Storyframe server with the signed-in
 * user's access token and resolves with the parsed JSON answer (rejecting on
 * an error status). The host page supplies it, e.g. built on its fetchJson.
 */
export type SpeechRequest = (path: string, body: SpeechSynthesisRequest, signal: AbortSignal) => Promise<unknown>;

/** 16-bit linear PCM, as the server asks the speech service for it, arrives as a WAV file. */
const SPEECH_AUDIO_TYPE = "audio/wav";

/**
 * Speech from the tenant's speech service through `POST /api/speech/synthesize`;
 * the service's key stays on the server.
 */
export function createCloudSpeechProvider(request: SpeechRequest): SpeechProvider {
  return {
    async synthesize(text, voice, signal) {
      const answer = await request(SPEECH_SYNTHESIZE_PATH, { text, voice }, signal);
      const { audioContent } = speechSynthesisResponseSchema.parse(answer);
      return base64ToBlob(audioContent, SPEECH_AUDIO_TYPE);
    },
  };
}
