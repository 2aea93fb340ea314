import {
  findNarrationVoice,
  type SpeechSynthesisRequest,
  type SpeechSynthesisResponse,
  speechMessages,
  speechSynthesisResponseSchema,
} from "@storyframe/core";
import type { SpeechConfig } from "../config";
import { HttpError } from "../http/httpError";

/** How long the speech service may take before the narration is given up. */
export const SPEECH_UPSTREAM_TIMEOUT_MS = 15_000;

/** Why a synthesis failed upstream, safe to log: never the key, the address or the upstream's body. */
export type SpeechFailure = { reason: "unreachable" | "status" | "invalid-answer"; status?: number };

export type SpeechServiceOptions = {
  config: SpeechConfig;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The request body the speech service expects (Google Cloud Text-to-Speech `text:synthesize`). */
export function upstreamBody(text: string, voiceName: string) {
  const voice = findNarrationVoice(voiceName);
  if (!voice) throw new HttpError(400, speechMessages.unknownVoice);
  return {
    input: { text },
    voice: { languageCode: voice.languageCode, name: voice.name },
    audioConfig: { audioEncoding: "LINEAR16", pitch: 0, speakingRate: 1 },
  };
}

/** Raised when the speech service fails; the route answers 502 and logs `failure`. */
export class SpeechUpstreamError extends HttpError {
  constructor(readonly failure: SpeechFailure) {
    super(502, speechMessages.upstreamFailed);
  }
}

/**
 * Turns text into speech with the tenant's speech service. The API key travels
 * only from here to the service (as `?key=`); callers get the base64 audio.
 */
export class SpeechService {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: SpeechServiceOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? SPEECH_UPSTREAM_TIMEOUT_MS;
  }

  async synthesize({ text, voice }: SpeechSynthesisRequest, signal?: AbortSignal): Promise<SpeechSynthesisResponse> {
    const { apiKey, apiUrl } = this.options.config;
    if (apiKey === undefined) throw new HttpError(503, speechMessages.notConfigured);
    const url = new URL(apiUrl);
    url.searchParams.set("key", apiKey);
    // Built before the call, so an unknown voice stays a 400 rather than passing for an unreachable service.
    const body = JSON.stringify(upstreamBody(text, voice));
    const timeout = AbortSignal.timeout(this.timeoutMs);

    let response: Response;
    try {
      response = await this.fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8", Accept: "application/json" },
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      // The error may quote the address, key included: it is dropped, not logged.
      throw new SpeechUpstreamError({ reason: "unreachable" });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SpeechUpstreamError({ reason: "status", status: response.status });
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new SpeechUpstreamError({ reason: "invalid-answer", status: response.status });
    }
    const parsed = speechSynthesisResponseSchema.safeParse(answer);
    if (!parsed.success) throw new SpeechUpstreamError({ reason: "invalid-answer", status: response.status });
    return { audioContent: parsed.data.audioContent };
  }
}
