import { speechMessages } from "@storyframe/core";
import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../http/httpError";
import { SpeechService, SpeechUpstreamError, upstreamBody } from "./service";

const API_URL = "https://speech.example/v1/text:synthesize";
const KEY = "sk-speech-secret";

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
  return { service: new SpeechService({ config: { apiKey, apiUrl }, fetch }), calls, fetch };
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
    const answer = await service.synthesize({ text: "Good morning", voice: "en-GB-Wavenet-A" });
    expect(answer).toEqual({ audioContent: "UklGRg==" });
    expect(calls).toHaveLength(1);
    const call = calls[0] as Call;
    const url = new URL(call.url);
    expect(`${url.origin}${url.pathname}`).toBe(API_URL);
    expect(url.searchParams.get("key")).toBe(KEY);
    expect(call.init.method).toBe("POST");
    expect(JSON.parse(String(call.init.body))).toEqual(upstreamBody("Good morning", "en-GB-Wavenet-A"));
  });

  it("keeps a query the configured address already has", async () => {
    const { service, calls } = serviceAnswering(async () => json({ audioContent: "AA==" }), {
      apiUrl: "https://speech.example/synthesize?region=eu",
    });
    await service.synthesize({ text: "Hi", voice: "en-US-Wavenet-C" });
    const url = new URL((calls[0] as Call).url);
    expect(url.searchParams.get("region")).toBe("eu");
    expect(url.searchParams.get("key")).toBe(KEY);
  });

  it("answers 503 without calling anybody when no key is configured", async () => {
    const { service, fetch } = serviceAnswering(async () => json({ audioContent: "AA==" }), { apiKey: undefined });
    const error = await failureOf(service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, message: speechMessages.notConfigured });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers 400 for an unknown voice without calling anybody, not 502 as if the service failed", async () => {
    const { service, fetch } = serviceAnswering(async () => json({ audioContent: "AA==" }));
    const error = await failureOf(service.synthesize({ text: "Hi", voice: "xx-XX-Robot-Z" }));
    expect(error).not.toBeInstanceOf(SpeechUpstreamError);
    expect(error).toMatchObject({ statusCode: 400, message: speechMessages.unknownVoice });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers 502 when the service refuses, with the status to log and nothing of its body", async () => {
    const { service } = serviceAnswering(async () => json({ error: { message: `API key ${KEY} not valid` } }, 403));
    const error = await failureOf(service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toBeInstanceOf(SpeechUpstreamError);
    expect(error).toMatchObject({
      statusCode: 502,
      message: speechMessages.upstreamFailed,
      failure: { reason: "status", status: 403 },
    });
    expect(JSON.stringify(error)).not.toContain(KEY);
  });

  it("answers 502 when the service cannot be reached, dropping an error that quotes the address", async () => {
    const { service } = serviceAnswering(async () => {
      throw new TypeError(`fetch failed for ${API_URL}?key=${KEY}`);
    });
    const error = await failureOf(service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }));
    expect(error).toMatchObject({ statusCode: 502, failure: { reason: "unreachable" } });
    expect(String((error as Error).message)).not.toContain(KEY);
    expect((error as Error).cause).toBeUndefined();
  });

  it("answers 502 when the service answers something that is not audio", async () => {
    const notJson = serviceAnswering(async () => new Response("<html>oops</html>", { status: 200 }));
    expect(await failureOf(notJson.service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }))).toMatchObject({
      statusCode: 502,
      failure: { reason: "invalid-answer", status: 200 },
    });
    const noAudio = serviceAnswering(async () => json({ audioContent: "" }));
    expect(await failureOf(noAudio.service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }))).toMatchObject({
      statusCode: 502,
      failure: { reason: "invalid-answer" },
    });
  });

  it("gives up on a service that does not answer in time", async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const service = new SpeechService({ config: { apiKey: KEY, apiUrl: API_URL }, fetch, timeoutMs: 20 });
    expect(await failureOf(service.synthesize({ text: "Hi", voice: "en-GB-Wavenet-A" }))).toMatchObject({
      statusCode: 502,
      failure: { reason: "unreachable" },
    });
  });
});
