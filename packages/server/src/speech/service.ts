import {
  findNarrationVoice,
  type SpeechSynthesisRequest,
  type SpeechSynthesisResponse,
  speechMessages,
  speechSynthesisResponseSchema,
} from "@storyframe/core";
import { InvalidError, UnavailableError, UpstreamFailedError } from "../shared/domainErrors";
import type { SpeechKeySource } from "./speechKeys";

/** How long the speech service may take before the narration is given up. */
const SPEECH_UPSTREAM_TIMEOUT_MS = 15_000;

/** Why a synthesis failed upstream, safe to log: never the key, the address or the upstream's body. */
export type SpeechFailure = { reason: "unreachable" | "status" | "invalid-answer"; status?: number };

export type SpeechServiceOptions = {
  /** The speech service's synthesize address; the key is added as `?key=`. */
  apiUrl: string;
  keys: SpeechKeySource;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The request body the speech service expects (Google Cloud Text-to-Speech `text:synthesize`). */
export function upstreamBody(text: string, voiceName: string) {
  const voice = findNarrationVoice(voiceName);
  if (!voice) throw new InvalidError(undefined, speechMessages.unknownVoice);
  return {
    input: { text },
    voice: { languageCode: voice.languageCode, name: voice.name },
    audioConfig: { audioEncoding: "LINEAR16", pitch: 0, speakingRate: 1 },
  };
}

/** Raised when the speech service fails; the route logs `failure`. */
export class SpeechUpstreamError extends UpstreamFailedError {
  constructor(readonly failure: SpeechFailure) {
    super(speechMessages.upstreamFailed);
  }
}

/**
 * Turns text into speech with the tenant's speech service and the tenant's
 * key. The key travels only from here to the service (as `?key=`); callers
 * get the base64 audio.
 */
export class SpeechService {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: SpeechServiceOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? SPEECH_UPSTREAM_TIMEOUT_MS;
  }

  async synthesize(
    domainName: string,
    { text, voice }: SpeechSynthesisRequest,
    signal?: AbortSignal,
  ): Promise<SpeechSynthesisResponse> {
    const apiKey = await this.options.keys.keyFor(domainName);
    if (apiKey === undefined) throw new UnavailableError(speechMessages.notConfigured);
    const url = new URL(this.options.apiUrl);
    url.searchParams.set("key", apiKey);
    // Built before the call, so an unknown voice stays invalid input rather than passing for an unreachable service.
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
