import { narrationVoices, SPEECH_TEXT_MAX_LENGTH } from "@storyframe/core";
import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

const voiceNames = narrationVoices.map((voice) => voice.name);

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

export const textToSpeechMeta = {
  name: "TextToSpeech",
  family: "media",
  isSelfClosing: true,
  description:
    "A button that reads a text aloud: the first click loads the narration and plays it, later clicks pause and " +
    "resume. It speaks with the tenant's speech service when the server has one configured, otherwise with the " +
    "browser's own voices.",
  attributes: [
    {
      name: "text",
      type: "string",
      description: `The text to read aloud (up to ${SPEECH_TEXT_MAX_LENGTH} characters).`,
    },
    {
      name: "voice",
      type: "string",
      description:
        "One of the 14 narration voices; by default the user's narration voice preference, else en-GB-Wavenet-A.",
      options: voiceNames,
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Narrated summary",
      template:
        '<div style={{ display: "flex", alignItems: "flex-start", gap: 12, maxWidth: 560 }}>\n' +
        "  <TextToSpeech text={params.summary} />\n" +
        "  <p style={{ margin: 0 }}>{params.summary}</p>\n" +
        "</div>",
      parameters: {
        summary:
          "Fleet utilisation rose to 87 percent this week. Fourteen trucks stood idle for more than two hours, " +
          "most of them at the Johannesburg depot, so the planning team moved three routes to the morning shift.",
      },
    },
    {
      title: "In an Australian voice",
      template:
        '<div style={{ display: "flex", alignItems: "center", gap: 8 }}>\n' +
        '  <TextToSpeech text="Welcome to the quarterly review of the Perth depot." voice="en-AU-Wavenet-B" />\n' +
        "  <span>Listen to the welcome</span>\n" +
        "</div>",
    },
  ] satisfies ComponentExample[],
} as const;
