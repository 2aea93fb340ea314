import type { AudioSource } from "./speechProvider";

export type AudioElementFactory = {
  createAudio: (url: string) => HTMLAudioElement;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
};

const browserAudio: AudioElementFactory = {
  createAudio: (url) => new Audio(url),
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL(url),
};

/** Plays an audio file (e.g. the server's WAV) through an audio element. */
export function audioSourceFromBlob(blob: Blob, factory: AudioElementFactory = browserAudio): AudioSource {
  const url = factory.createObjectUrl(blob);
  const audio = factory.createAudio(url);
  return {
    // An ended element starts again from the beginning when played.
    play: () => audio.play(),
    pause: () => audio.pause(),
    dispose: () => {
      audio.pause();
      audio.removeAttribute("src");
      factory.revokeObjectUrl(url);
    },
    onEnded: (listener) => {
      audio.addEventListener("ended", listener);
      return () => audio.removeEventListener("ended", listener);
    },
  };
}

/** The bytes of base64 text as a Blob of the given type. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
