/** What a host page needs to let narration speak (TextToSpeech itself loads on demand). */
export { createBrowserSpeechProvider } from "./TextToSpeech/browserSpeechProvider";
export { createCloudSpeechProvider, type SpeechRequest } from "./TextToSpeech/cloudSpeechProvider";
export { SpeechContext, type SpeechSettings } from "./TextToSpeech/SpeechContext";
export type { AudioSource, SpeechProvider } from "./TextToSpeech/speechProvider";
