/**
 * Synthesized speech, ready to play. The narration control plays, pauses and
 * resumes it, and frees it when its text or voice changes.
 */
export interface AudioSource {
  /** Starts from the beginning (also after it ended), or resumes after `pause`. */
  play(): Promise<void>;
  pause(): void;
  /** Stops it and frees what it holds; it is not played again. */
  dispose(): void;
  /** Calls `listener` when it has been read out to the end; returns the unsubscribe function. */
  onEnded(listener: () => void): () => void;
}

/** Turns text into speech: audio to play (a Blob) or a source that plays itself (the browser's own voices). */
export interface SpeechProvider {
  synthesize(text: string, voice: string, signal: AbortSignal): Promise<Blob | AudioSource>;
}
