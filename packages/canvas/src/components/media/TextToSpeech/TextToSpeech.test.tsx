import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { narrationVoiceOf, SpeechContext, type SpeechSettings } from "./SpeechContext";
import type { AudioSource, SpeechProvider } from "./speechProvider";
import TextToSpeech from "./TextToSpeech";
import { narrationLabels, textToSpeechPropsSchema } from "./TextToSpeech.meta";

const props = (input: Record<string, unknown>) => textToSpeechPropsSchema.parse(input);

/** An audio source that records what the control asks of it and ends when the test says so. */
function fakeAudio() {
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const source: AudioSource = {
    play: vi.fn(async () => {
      calls.push("play");
    }),
    pause: vi.fn(() => {
      calls.push("pause");
    }),
    dispose: vi.fn(() => {
      calls.push("dispose");
    }),
    onEnded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const end = () =>
    act(() => {
      for (const listener of listeners) listener();
    });
  return { source, calls, end };
}

/** A provider whose synthesis finishes when the test resolves it. */
function deferredProvider() {
  const requests: { text: string; voice: string; signal: AbortSignal; resolve: (audio: AudioSource) => void }[] = [];
  const provider: SpeechProvider = {
    synthesize: (text, voice, signal) =>
      new Promise<AudioSource>((resolve) => {
        requests.push({ text, voice, signal, resolve });
      }),
  };
  return { provider, requests };
}

function renderNarration(input: Record<string, unknown>, settings: SpeechSettings) {
  return renderInCanvas(
    <SpeechContext.Provider value={settings}>
      <TextToSpeech {...props(input)} />
    </SpeechContext.Provider>,
  );
}

const button = () => screen.getByRole("button");

describe("TextToSpeech", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("goes from paused to loading to playing, then toggles pause and play", async () => {
    const user = userEvent.setup();
    const { provider, requests } = deferredProvider();
    const audio = fakeAudio();
    renderNarration({ text: "Utilisation rose to 87 percent." }, { provider });

    expect(button().getAttribute("aria-label")).toBe("Play narration");
    await user.click(button());
    expect(button().getAttribute("aria-label")).toBe("Loading narration");
    expect(button().getAttribute("aria-busy")).toBe("true");

    await act(async () => requests[0]?.resolve(audio.source));
    expect(button().getAttribute("aria-label")).toBe("Pause narration");

    await user.click(button());
    expect(button().getAttribute("aria-label")).toBe("Play narration");
    await user.click(button());
    expect(button().getAttribute("aria-label")).toBe("Pause narration");
    expect(audio.calls).toEqual(["play", "pause", "play"]);
    expect(requests).toHaveLength(1);
  });

  it("ignores clicks while loading", async () => {
    const user = userEvent.setup();
    const { provider, requests } = deferredProvider();
    renderNarration({ text: "Hello" }, { provider });
    await user.click(button());
    await user.click(button());
    expect(requests).toHaveLength(1);
    expect(button().getAttribute("aria-label")).toBe("Loading narration");
  });

  it("returns to paused at the end and plays again from the same audio", async () => {
    const user = userEvent.setup();
    const audio = fakeAudio();
    const synthesize = vi.fn(async () => audio.source);
    renderNarration({ text: "Hello" }, { provider: { synthesize } });
    await user.click(button());
    await waitFor(() => expect(button().getAttribute("aria-label")).toBe("Pause narration"));
    audio.end();
    expect(button().getAttribute("aria-label")).toBe("Play narration");
    await user.click(button());
    await waitFor(() => expect(button().getAttribute("aria-label")).toBe("Pause narration"));
    expect(synthesize).toHaveBeenCalledTimes(1);
  });

  it("speaks in the user's narration voice, else en-GB-Wavenet-A; its own voice wins", async () => {
    const user = userEvent.setup();
    const synthesize = vi.fn(async (_text: string, _voice: string, _signal: AbortSignal) => fakeAudio().source);
    const first = renderNarration({ text: "One" }, { provider: { synthesize }, voice: "en-US-Wavenet-E" });
    await user.click(button());
    first.unmount();
    const second = renderNarration({ text: "Two" }, { provider: { synthesize } });
    await user.click(button());
    second.unmount();
    renderNarration(
      { text: "Three", voice: "en-AU-Wavenet-C" },
      { provider: { synthesize }, voice: "en-US-Wavenet-E" },
    );
    await user.click(button());
    expect(synthesize.mock.calls.map(([text, voice]) => `${text}:${voice}`)).toEqual([
      "One:en-US-Wavenet-E",
      "Two:en-GB-Wavenet-A",
      "Three:en-AU-Wavenet-C",
    ]);
  });

  it("plays a Blob from the provider through an audio element", async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const created = vi.fn(() => "blob:narration");
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    try {
      const blob = new Blob(["RIFF"], { type: "audio/wav" });
      const { unmount } = renderNarration({ text: "Hello" }, { provider: { synthesize: async () => blob } });
      await user.click(button());
      await waitFor(() => expect(button().getAttribute("aria-label")).toBe("Pause narration"));
      expect(created).toHaveBeenCalledWith(blob);
      expect(play).toHaveBeenCalledTimes(1);
      await user.click(button());
      expect(pause).toHaveBeenCalledTimes(1);
      unmount();
      expect(revoked).toHaveBeenCalledWith("blob:narration");
    } finally {
      Object.assign(URL, urls);
    }
  });

  it("logs a failed synthesis and goes back to paused", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("503");
    renderNarration({ text: "Hello" }, { provider: { synthesize: async () => Promise.reject(failure) } });
    await user.click(button());
    await waitFor(() => expect(button().getAttribute("aria-label")).toBe("Play narration"));
    expect(errors).toHaveBeenCalledWith("The narration could not be loaded", failure);
  });

  it("logs audio the browser refuses to play and goes back to paused", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const audio = fakeAudio();
    const refused = new Error("NotAllowedError");
    audio.source.play = async () => Promise.reject(refused);
    renderNarration({ text: "Hello" }, { provider: { synthesize: async () => audio.source } });
    await user.click(button());
    await waitFor(() => expect(errors).toHaveBeenCalledWith("The narration could not be played", refused));
    expect(button().getAttribute("aria-label")).toBe("Play narration");
  });

  it("drops the old audio when the text changes, and cancels loading when removed", async () => {
    const user = userEvent.setup();
    const { provider, requests } = deferredProvider();
    const audio = fakeAudio();
    const { rerender, unmount } = renderNarration({ text: "First" }, { provider });
    await user.click(button());
    await act(async () => requests[0]?.resolve(audio.source));
    rerender(
      <SpeechContext.Provider value={{ provider }}>
        <TextToSpeech {...props({ text: "Second" })} />
      </SpeechContext.Provider>,
    );
    expect(audio.calls.at(-1)).toBe("dispose");
    expect(button().getAttribute("aria-label")).toBe("Play narration");
    await user.click(button());
    expect(requests[1]?.text).toBe("Second");
    unmount();
    expect(requests[1]?.signal.aborted).toBe(true);
  });

  it("is disabled while there is no text", () => {
    renderNarration({ text: "  " }, { provider: { synthesize: vi.fn() } });
    expect(button()).toHaveProperty("disabled", true);
  });
});

describe("narration props and voice", () => {
  it("label the three states as the spec does", () => {
    expect(narrationLabels).toEqual({
      paused: "Play narration",
      loading: "Loading narration",
      playing: "Pause narration",
    });
  });

  it("accept the 14 voices only and at most 5000 characters of text", () => {
    expect(textToSpeechPropsSchema.safeParse({ text: "Hi", voice: "en-GB-Wavenet-D" }).success).toBe(true);
    expect(textToSpeechPropsSchema.safeParse({ text: "Hi", voice: "en-GB-Standard-A" }).success).toBe(false);
    expect(textToSpeechPropsSchema.safeParse({ text: "x".repeat(5001) }).success).toBe(false);
  });

  it("ignore a voice preference that is not one of the 14", () => {
    const provider = { synthesize: vi.fn() };
    expect(narrationVoiceOf(undefined, { provider, voice: "robot" })).toBe("en-GB-Wavenet-A");
    expect(narrationVoiceOf(undefined, { provider, voice: "en-AU-Wavenet-A" })).toBe("en-AU-Wavenet-A");
  });
});
