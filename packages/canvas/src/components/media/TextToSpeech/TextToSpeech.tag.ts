/** The <TextToSpeech /> tag without its props schema (`TextToSpeech.meta.ts`, loaded with the component): its attributes. */
export const textToSpeechTag = {
  name: "TextToSpeech",
  family: "media",
  isSelfClosing: true,
  attributeNames: ["text", "voice"],
} as const;
