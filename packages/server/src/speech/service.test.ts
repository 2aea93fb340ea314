import { speechMessages } from "@storyframe/core";
import { describe, expect, it, vi } from "vitest";
import { InvalidError, UnavailableError, UpstreamFailedError } from "../shared/domainErrors";
import { SpeechService, SpeechUpstreamError, upstreamBody } from "./service";

const API_URL = "https://speech.example/v1/text:synthesize";
const KEY = "sk-speech-secret";
const TENANT = "demo";

type Call = { url: string; init: RequestInit };

function serviceAnswering(
  answer: () => Promise<Response>,
  options: { apiKey?: string | undefined; apiUrl?: string } = {},
) {
  const apiKey = "apiKey" in options ? options.apiKey : KEY;
  const apiUrl = options.apiUrl ?? API_URL;
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  });
  const keys = { keyFor: vi.fn(async (_domainName: string) => apiKey) };
  return { service: new SpeechService({ apiUrl, keys, fetch }), calls, fetch, keys };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("upstreamBody", () => {
  it("asks for 16-bit linear audio at normal pitch and rate, in the voice's language", () => {
    expect(upstreamBody("Hello", "en-AU-Wavenet-B")).toEqual({
      input: { text: "Hello" },
      voice: { languageCode: "en-AU", name: "en-AU-Wavenet-B" },
      audioConfig: { audioEncoding: "LINEAR16", pitch: 0, speakingRate: 1 },
    });
  });
});

describe("SpeechService", () => {
  it("posts the text to the service with the key as ?key= and answers only the audio", async () => {
    const { service, calls } = serviceAnswering(async () => json({ audioContent: "UklGRg==", timepoints: [] }));
    const answer = await service.synthesize(TENANT, { text: "Good morning", voice: "en-GB-Wavenet-A" });
    expect(answer).toEqual({ audioContent: "UklGRg==" });
    expect(calls).toHaveLength(1);
    const call = calls[0] as Call;
    const url = new URL(call.url);
    expect(`${url.origin}${url.pathname}`).toBe(API_URL);
    expect(url.searchParams.get("key")).toBe(KEY);
    expect(call.init.method).toBe("POST");
    expect(JSON.parse(String(call.init.body))).toEqual(upstreamBody("Good morning", "en-GB-Wavenet-A"));
  });

  it("sends the key of the tenant it speaks for", async () => {
    const { service, keys } = serviceAnswering(async () => json({ audioContent: "AA==" }));
    await service.synthesize("acme", { text: "Hi", voice: "en-GB-Wavenet-A" });
    expect(keys.keyFor).toHaveBeenCalledWith("acme");
  });

  it("keeps a query the configured address already has", async () => {
    const { service, calls } = serviceAnswering(async () => json({ audioContent: "AA==" }), {
      apiUrl: "https://speech.example/synthesize?region=eu",
    });
    await service.synthesize(TENANT, { text: "Hi", voice: "en-US-Wavenet-C" });
    const url = new URL((calls[0] as Call).url);
    expect(url.searchParams.get("region")).toBe("eu");
    expect(url.searchParams.get("key")).toBe(KEY);
  });

  it("is unavailable without calling anybody when the tenant has no key", async () => {
    const { service, fetch } = serviceAnswering(async () => json({ audioContent: "AA==" }), { apiKey: undefined });
    const error = await failureOf(service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({ message: speechMessages.notConfigured });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses an unknown voice as invalid without calling anybody, not as if the service failed", async () => {
    const { service, fetch } = serviceAnswering(async () => json({ audioContent: "AA==" }));
    const error = await failureOf(service.synthesize(TENANT, { text: "Hi", voice: "xx-XX-Robot-Z" }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).not.toBeInstanceOf(UpstreamFailedError);
    expect(error).toMatchObject({ message: speechMessages.unknownVoice });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fails upstream when the service refuses, with the status to log and nothing of its body", async () => {
    const { service } = serviceAnswering(async () => json({ error: { message: `API key ${KEY} not valid` } }, 403));
    const error = await failureOf(service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(SpeechUpstreamError);
    expect(error).toBeInstanceOf(UpstreamFailedError);
    expect(error).toMatchObject({
      message: speechMessages.upstreamFailed,
      failure: { reason: "status", status: 403 },
    });
    expect(JSON.stringify(error)).not.toContain(KEY);
  });

  it("fails upstream when the service cannot be reached, dropping an error that quotes the address", async () => {
    const { service } = serviceAnswering(async () => {
      throw new TypeError(`fetch failed for ${API_URL}?key=${KEY}`);
    });
    const error = await failureOf(service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(SpeechUpstreamError);
    expect(error).toMatchObject({ failure: { reason: "unreachable" } });
    expect(String((error as Error).message)).not.toContain(KEY);
    expect((error as Error).cause).toBeUndefined();
  });

  it("fails upstream when the service answers something that is not audio", async () => {
    const notJson = serviceAnswering(async () => new Response("<html>oops</html>", { status: 200 }));
    const notJsonError = await failureOf(notJson.service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(notJsonError).toBeInstanceOf(SpeechUpstreamError);
    expect(notJsonError).toMatchObject({ failure: { reason: "invalid-answer", status: 200 } });
    const noAudio = serviceAnswering(async () => json({ audioContent: "" }));
    const noAudioError = await failureOf(noAudio.service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(noAudioError).toBeInstanceOf(SpeechUpstreamError);
    expect(noAudioError).toMatchObject({ failure: { reason: "invalid-answer" } });
  });

  it("gives up on a service that does not answer in time", async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const service = new SpeechService({ apiUrl: API_URL, keys: { keyFor: async () => KEY }, fetch, timeoutMs: 20 });
    const error = await failureOf(service.synthesize(TENANT, { text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(SpeechUpstreamError);
    expect(error).toMatchObject({ failure: { reason: "unreachable" } });
  });
});
