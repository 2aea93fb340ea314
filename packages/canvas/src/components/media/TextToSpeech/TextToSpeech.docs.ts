import { SPEECH_TEXT_MAX_LENGTH } from "@storyframe/core";
import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { voiceNames } from "./TextToSpeech.meta";

/** What authors read about TextToSpeech in the gallery: its description, attribute table and live examples. */
export const textToSpeechDocs = defineComponentDocs({
  name: "TextToSpeech",
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
});
