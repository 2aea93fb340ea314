import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type BrowserSpeech,
  browserSpeechMessages,
  chooseBrowserVoice,
  createBrowserSpeechProvider,
  VOICE_LIST_WAIT_MS,
} from "./browserSpeechProvider";

const voice = (lang: string, name: string, localService = false) =>
  ({ lang, name, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

class FakeUtterance extends EventTarget {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {
    super();
  }
}

class FakeSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  calls: string[] = [];
  getVoices = () => this.voices;
  speak = (utterance: FakeUtterance) => this.calls.push(`speak:${utterance.text}`);
  pause = () => this.calls.push("pause");
  resume = () => this.calls.push("resume");
  cancel = () => this.calls.push("cancel");
}

function environment(synthesis: FakeSynthesis | undefined) {
  const utterances: FakeUtterance[] = [];
  const speech = (): BrowserSpeech => ({
    synthesis: synthesis as unknown as SpeechSynthesis | undefined,
    createUtterance: (text) => {
      const utterance = new FakeUtterance(text);
      utterances.push(utterance);
      return utterance as unknown as SpeechSynthesisUtterance;
    },
  });
  return { speech, utterances };
}

describe("chooseBrowserVoice", () => {
  const voices = [
    voice("en-US", "Samantha"),
    voice("en_GB", "Daniel"),
    voice("en-GB", "Kate", true),
    voice("fr-FR", "Amélie"),
  ];

  it("prefers the same language and region, and a voice of the device", () => {
    expect(chooseBrowserVoice(voices, "en-GB")?.name).toBe("Kate");
    expect(chooseBrowserVoice(voices, "en-US")?.name).toBe("Samantha");
  });

  it("falls back to the same language, then to none", () => {
    expect(chooseBrowserVoice(voices, "en-AU")?.name).toBe("Kate");
    expect(chooseBrowserVoice([voice("en-US", "Samantha"), voice("fr-FR", "Amélie")], "en-AU")?.name).toBe("Samantha");
    expect(chooseBrowserVoice([voice("fr-FR", "Amélie")], "en-AU")).toBeUndefined();
  });
});

describe("createBrowserSpeechProvider", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("speaks in the narration voice's language with the closest browser voice", async () => {
    const synthesis = new FakeSynthesis();
    synthesis.voices = [voice("en-US", "Samantha"), voice("en-AU", "Karen")];
    const { speech, utterances } = environment(synthesis);
    await createBrowserSpeechProvider(speech).synthesize("G'day", "en-AU-Wavenet-B", new AbortController().signal);
    expect(utterances[0]?.lang).toBe("en-AU");
    expect(utterances[0]?.voice?.name).toBe("Karen");
  });

  it("plays, pauses, resumes and starts over after the end", async () => {
    const synthesis = new FakeSynthesis();
    const { speech, utterances } = environment(synthesis);
    synthesis.voices = [voice("en-GB", "Kate")];
    const source = await createBrowserSpeechProvider(speech).synthesize(
      "Hello",
      "en-GB-Wavenet-A",
      new AbortController().signal,
    );
    if (source instanceof Blob) throw new Error("expected a playing source");
    const ended = vi.fn();
    source.onEnded(ended);

    await source.play();
    source.pause();
    await source.play();
    utterances[0]?.dispatchEvent(new Event("end"));
    expect(ended).toHaveBeenCalledTimes(1);
    await source.play();
    expect(synthesis.calls).toEqual(["cancel", "speak:Hello", "pause", "resume", "cancel", "speak:Hello"]);
    source.dispose();
    expect(synthesis.calls.at(-1)).toBe("cancel");
  });

  it("waits a little for a voice list that loads late", async () => {
    vi.useFakeTimers();
    const synthesis = new FakeSynthesis();
    const { speech, utterances } = environment(synthesis);
    const pending = createBrowserSpeechProvider(speech).synthesize(
      "Hi",
      "en-GB-Wavenet-A",
      new AbortController().signal,
    );
    synthesis.voices = [voice("en-GB", "Kate")];
    synthesis.dispatchEvent(new Event("voiceschanged"));
    await pending;
    expect(utterances[0]?.voice?.name).toBe("Kate");

    const withoutVoices = createBrowserSpeechProvider(environment(new FakeSynthesis()).speech).synthesize(
      "Hi",
      "en-GB-Wavenet-A",
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(VOICE_LIST_WAIT_MS);
    await expect(withoutVoices).resolves.toBeDefined();
  });

  it("refuses when the browser cannot speak", async () => {
    const provider = createBrowserSpeechProvider(environment(undefined).speech);
    await expect(provider.synthesize("Hi", "en-GB-Wavenet-A", new AbortController().signal)).rejects.toThrow(
      browserSpeechMessages.unavailable,
    );
  });
});
