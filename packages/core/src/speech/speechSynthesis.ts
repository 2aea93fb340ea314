import { z } from "zod";
import { DEFAULT_USER_PREFERENCES, findNarrationVoice } from "../preferences/userPreferences";

/** Where the web app asks the server to synthesize narration (canvas-components §7, Text-to-speech). */
export const SPEECH_SYNTHESIZE_PATH = "/api/speech/synthesize";

/** The longest text one request may ask to speak. */
export const SPEECH_TEXT_MAX_LENGTH = 5000;

/** The voice narration uses until the user chooses one: the first British wavenet voice. */
export const DEFAULT_SPEECH_VOICE = DEFAULT_USER_PREFERENCES.voice.name;

export const speechMessages = {
  textRequired: "Enter the text to speak.",
  textTooLong: `The text to speak may have at most ${SPEECH_TEXT_MAX_LENGTH} characters.`,
  unknownVoice: "Choose one of the 14 narration voices.",
  notConfigured: "Text-to-speech is not configured on this server. Ask your administrator to set a speech API key.",
  upstreamFailed: "The speech service could not read this text aloud right now. Try again later.",
} as const;

/** Body of `POST /api/speech/synthesize`: the text and one of the 14 narration voice names. */
export const speechSynthesisRequestSchema = z.object({
  text: z
    .string({ error: speechMessages.textRequired })
    .max(SPEECH_TEXT_MAX_LENGTH, { error: speechMessages.textTooLong })
    .refine((text) => text.trim() !== "", { error: speechMessages.textRequired }),
  voice: z
    .string({ error: speechMessages.unknownVoice })
    .refine((name) => findNarrationVoice(name) !== undefined, { error: speechMessages.unknownVoice }),
});
export type SpeechSynthesisRequest = z.infer<typeof speechSynthesisRequestSchema>;

/** Answer of `POST /api/speech/synthesize`: the spoken text as base64 audio (16-bit linear PCM in a WAV file). */
export const speechSynthesisResponseSchema = z.object({
  audioContent: z.string().min(1),
});
export type SpeechSynthesisResponse = z.infer<typeof speechSynthesisResponseSchema>;
