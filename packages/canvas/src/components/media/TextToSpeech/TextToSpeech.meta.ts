import { narrationVoices, SPEECH_TEXT_MAX_LENGTH } from "@storyframe/core";
import { z } from "zod";

export const voiceNames = narrationVoices.map((voice) => voice.name);

/** What the control's button says to screen readers in each state (canvas-components §4, Text-to-speech). */
export const narrationLabels = {
  paused: "Play narration",
  loading: "Loading narration",
  playing: "Pause narration",
} as const;

export type NarrationState = keyof typeof narrationLabels;

export const textToSpeechPropsSchema = z.object({
  text: z.string().max(SPEECH_TEXT_MAX_LENGTH),
  voice: z.enum(voiceNames).optional(),
});

export type TextToSpeechProps = z.output<typeof textToSpeechPropsSchema>;
