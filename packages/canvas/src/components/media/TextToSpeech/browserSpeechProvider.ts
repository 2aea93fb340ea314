import { DEFAULT_LANGUAGE, findNarrationVoice } from "@storyframe/core";
import type { AudioSource, SpeechProvider } from "./speechProvider";

/** The parts of the Web Speech API the browser provider uses (injectable for tests). */
export type BrowserSpeech = {
  synthesis: SpeechSynthesis | undefined;
  createUtterance: (text: string) => SpeechSynthesisUtterance;
};

/** Browsers load their voice list late; wait this long for it before speaking with the default voice. */
export const VOICE_LIST_WAIT_MS = 1000;

export const browserSpeechMessages = {
  unavailable: "This browser cannot read text aloud.",
} as const;

function browserSpeech(): BrowserSpeech {
  return {
    synthesis: typeof window === "undefined" ? undefined : window.speechSynthesis,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
  };
}

const normalizedLanguage = (lang: string) => lang.replace("_", "-").toLowerCase();

/** The browser voice closest to a language: the same language and region, else the same language, else none. */
export function chooseBrowserVoice(
  voices: readonly SpeechSynthesisVoice[],
  languageCode: string,
): SpeechSynthesisVoice | undefined {
  const wanted = normalizedLanguage(languageCode);
  const primary = wanted.split("-")[0];
  const byPreference = (candidates: SpeechSynthesisVoice[]) =>
    candidates.find((voice) => voice.localService) ?? candidates[0];
  return (
    byPreference(voices.filter((voice) => normalizedLanguage(voice.lang) === wanted)) ??
    byPreference(voices.filter((voice) => normalizedLanguage(voice.lang).split("-")[0] === primary))
  );
}

/** The browser's voices, waiting a little for a list that has not loaded yet. */
async function voicesOf(synthesis: SpeechSynthesis, signal: AbortSignal): Promise<SpeechSynthesisVoice[]> {
  const voices = synthesis.getVoices();
  if (voices.length > 0) return voices;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synthesis.removeEventListener("voiceschanged", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, VOICE_LIST_WAIT_MS);
    synthesis.addEventListener("voiceschanged", done);
    signal.addEventListener("abort", done);
  });
  signal.throwIfAborted();
  return synthesis.getVoices();
}

/** Reads one utterance aloud; the browser speaks one text at a time for the whole page. */
function utteranceSource(synthesis: SpeechSynthesis, utterance: SpeechSynthesisUtterance): AudioSource {
  let phase: "idle" | "speaking" | "paused" = "idle";
  const finish = () => {
    phase = "idle";
  };
  utterance.addEventListener("end", finish);
  utterance.addEventListener("error", finish);
  return {
    async play() {
      if (phase === "paused") {
        synthesis.resume();
      } else {
        // Whatever else on the page was speaking stops: two narrations at once cannot be followed.
        synthesis.cancel();
        synthesis.speak(utterance);
      }
      phase = "speaking";
    },
    pause() {
      if (phase !== "speaking") return;
      synthesis.pause();
      phase = "paused";
    },
    dispose() {
      if (phase !== "idle") synthesis.cancel();
      phase = "idle";
    },
    onEnded(listener) {
      utterance.addEventListener("end", listener);
      utterance.addEventListener("error", listener);
      return () => {
        utterance.removeEventListener("end", listener);
        utterance.removeEventListener("error", listener);
      };
    },
  };
}

/** Speech from the browser's own voices (no server, no key), in the language of the chosen narration voice. */
export function createBrowserSpeechProvider(environment: () => BrowserSpeech = browserSpeech): SpeechProvider {
  return {
    async synthesize(text, voice, signal) {
      signal.throwIfAborted();
      const { synthesis, createUtterance } = environment();
      if (synthesis === undefined) throw new Error(browserSpeechMessages.unavailable);
      const languageCode = findNarrationVoice(voice)?.languageCode ?? DEFAULT_LANGUAGE;
      const utterance = createUtterance(text);
      utterance.lang = languageCode;
      utterance.voice = chooseBrowserVoice(await voicesOf(synthesis, signal), languageCode) ?? null;
      return utteranceSource(synthesis, utterance);
    },
  };
}
