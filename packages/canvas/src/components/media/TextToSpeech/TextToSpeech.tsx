import Pause from "@mui/icons-material/Pause";
import PlayArrow from "@mui/icons-material/PlayArrow";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import { useEffect, useRef, useState } from "react";
import { audioSourceFromBlob } from "./audioSource";
import { narrationVoiceOf, useSpeechSettings } from "./SpeechContext";
import type { AudioSource, SpeechProvider } from "./speechProvider";
import { type NarrationState, narrationLabels, type TextToSpeechProps } from "./TextToSpeech.meta";

/** A narration control; new text or another voice remounts it, so old audio is never played for new text. */
export default function TextToSpeech({ text, voice }: TextToSpeechProps) {
  const settings = useSpeechSettings();
  const voiceName = narrationVoiceOf(voice, settings);
  return <Narration key={`${voiceName}\n${text}`} text={text} voice={voiceName} provider={settings.provider} />;
}

type NarrationProps = { text: string; voice: string; provider: SpeechProvider };

function Narration({ text, voice, provider }: NarrationProps) {
  const [state, setState] = useState<NarrationState>("paused");
  const source = useRef<AudioSource | null>(null);
  const loading = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      loading.current?.abort();
      source.current?.dispose();
      source.current = null;
    },
    [],
  );

  async function play(audio: AudioSource) {
    try {
      await audio.play();
      setState("playing");
    } catch (error) {
      // The spec leaves speech errors unhandled; the control goes back to paused and the reason is logged.
      console.error("The narration could not be played", error);
      setState("paused");
    }
  }

  async function load() {
    const controller = new AbortController();
    loading.current = controller;
    setState("loading");
    try {
      const result = await provider.synthesize(text, voice, controller.signal);
      if (controller.signal.aborted) {
        if (!(result instanceof Blob)) result.dispose();
        return;
      }
      const audio = result instanceof Blob ? audioSourceFromBlob(result) : result;
      source.current = audio;
      audio.onEnded(() => setState("paused"));
      await play(audio);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("The narration could not be loaded", error);
      setState("paused");
    } finally {
      if (loading.current === controller) loading.current = null;
    }
  }

  function toggle() {
    if (state === "loading") return;
    if (state === "playing") {
      source.current?.pause();
      setState("paused");
      return;
    }
    if (source.current) void play(source.current);
    else void load();
  }

  const label = narrationLabels[state];
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-busy={state === "loading"}
      onClick={toggle}
      disabled={text.trim() === ""}
      color="primary"
      className={`sf-text-to-speech sf-text-to-speech-${state}`}
      data-state={state}
      sx={{ border: 1, borderColor: "divider", flexShrink: 0 }}
    >
      {state === "loading" ? (
        <CircularProgress size={24} aria-hidden />
      ) : state === "playing" ? (
        <Pause />
      ) : (
        <PlayArrow />
      )}
    </IconButton>
  );
}
