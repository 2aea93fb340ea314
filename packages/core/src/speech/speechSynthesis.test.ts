import { describe, expect, it } from "vitest";
import { narrationVoices } from "../preferences/userPreferences";
import {
  DEFAULT_SPEECH_VOICE,
  SPEECH_TEXT_MAX_LENGTH,
  speechMessages,
  speechSynthesisRequestSchema,
  speechSynthesisResponseSchema,
} from "./speechSynthesis";

const messagesOf = (input: unknown) => {
  const result = speechSynthesisRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("speech synthesis request", () => {
  it("accepts each of the 14 narration voices", () => {
    for (const voice of narrationVoices) {
      expect(speechSynthesisRequestSchema.parse({ text: "Hello", voice: voice.name })).toEqual({
        text: "Hello",
        voice: voice.name,
      });
    }
  });

  it("defaults to en-GB-Wavenet-A", () => {
    expect(DEFAULT_SPEECH_VOICE).toBe("en-GB-Wavenet-A");
  });

  it("takes 1 to 5000 characters of text that is not blank", () => {
    expect(messagesOf({ text: "x".repeat(SPEECH_TEXT_MAX_LENGTH), voice: "en-GB-Wavenet-A" })).toEqual([]);
    expect(messagesOf({ text: "x".repeat(SPEECH_TEXT_MAX_LENGTH + 1), voice: "en-GB-Wavenet-A" })).toEqual([
      `text: ${speechMessages.textTooLong}`,
    ]);
    expect(messagesOf({ text: "", voice: "en-GB-Wavenet-A" })).toEqual([`text: ${speechMessages.textRequired}`]);
    expect(messagesOf({ text: "  \n ", voice: "en-GB-Wavenet-A" })).toEqual([`text: ${speechMessages.textRequired}`]);
    expect(messagesOf({ voice: "en-GB-Wavenet-A" })).toEqual([`text: ${speechMessages.textRequired}`]);
  });

  it("refuses a voice that is not one of the 14", () => {
    expect(messagesOf({ text: "Hi", voice: "en-GB-Wavenet-Z" })).toEqual([`voice: ${speechMessages.unknownVoice}`]);
    expect(messagesOf({ text: "Hi" })).toEqual([`voice: ${speechMessages.unknownVoice}`]);
  });

  it("says the limit in the too-long message", () => {
    expect(speechMessages.textTooLong).toBe("The text to speak may have at most 5000 characters.");
  });
});

describe("speech synthesis response", () => {
  it("carries non-empty base64 audio", () => {
    expect(speechSynthesisResponseSchema.parse({ audioContent: "UklGRg==" })).toEqual({ audioContent: "UklGRg==" });
    expect(speechSynthesisResponseSchema.safeParse({ audioContent: "" }).success).toBe(false);
  });
});
