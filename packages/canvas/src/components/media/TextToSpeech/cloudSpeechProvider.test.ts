import { describe, expect, it, vi } from "vitest";
import { blobBytes } from "../../../test/blobBytes";
import { createCloudSpeechProvider } from "./cloudSpeechProvider";

describe("createCloudSpeechProvider", () => {
  it("asks the server's speech endpoint and answers the audio as a WAV blob", async () => {
    const request = vi.fn(async () => ({ audioContent: btoa("RIFFdata") }));
    const signal = new AbortController().signal;
    const audio = await createCloudSpeechProvider(request).synthesize("Hello there", "en-US-Wavenet-C", signal);
    expect(request).toHaveBeenCalledWith(
      "/api/speech/synthesize",
      { text: "Hello there", voice: "en-US-Wavenet-C" },
      signal,
    );
    expect(audio).toBeInstanceOf(Blob);
    expect((audio as Blob).type).toBe("audio/wav");
    expect(new TextDecoder().decode(await blobBytes(audio as Blob))).toBe("RIFFdata");
  });

  it("refuses an answer without audio", async () => {
    const provider = createCloudSpeechProvider(async () => ({ message: "nope" }));
    await expect(provider.synthesize("Hi", "en-GB-Wavenet-A", new AbortController().signal)).rejects.toThrow();
  });

  it("passes on the server's refusal", async () => {
    const failure = new Error("503 Text-to-speech is not configured");
    const provider = createCloudSpeechProvider(async () => {
      throw failure;
    });
    await expect(provider.synthesize("Hi", "en-GB-Wavenet-A", new AbortController().signal)).rejects.toBe(failure);
  });
});
