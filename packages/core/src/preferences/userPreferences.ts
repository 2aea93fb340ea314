import { z } from "zod";
import { DEFAULT_LANGUAGE } from "../constants";

/** How the storyline viewer moves between frames (platform-shell §3, User preferences). */
export const slideTransitionAnimationStyles = ["none", "slide", "flip"] as const;
export type SlideTransitionAnimationStyle = (typeof slideTransitionAnimationStyles)[number];

export const slideTransitionAnimationStyleLabels: Record<SlideTransitionAnimationStyle, string> = {
  none: "No Animations",
  slide: "Slide In/Out",
  flip: "Page Turn",
};

export interface NarrationVoice {
  languageCode: "en-US" | "en-GB" | "en-AU";
  /** The text-to-speech voice name, e.g. en-GB-Wavenet-A. */
  name: string;
  label: string;
}

/** The 14 narration voices: US female 1-3 and male 1-3, GB and AU female 1-2 and male 1-2. */
export const narrationVoices: readonly NarrationVoice[] = [
  { languageCode: "en-US", name: "en-US-Wavenet-C", label: "US English, Female 1" },
  { languageCode: "en-US", name: "en-US-Wavenet-E", label: "US English, Female 2" },
  { languageCode: "en-US", name: "en-US-Wavenet-F", label: "US English, Female 3" },
  { languageCode: "en-US", name: "en-US-Wavenet-A", label: "US English, Male 1" },
  { languageCode: "en-US", name: "en-US-Wavenet-B", label: "US English, Male 2" },
  { languageCode: "en-US", name: "en-US-Wavenet-D", label: "US English, Male 3" },
  { languageCode: "en-GB", name: "en-GB-Wavenet-A", label: "British English, Female 1" },
  { languageCode: "en-GB", name: "en-GB-Wavenet-C", label: "British English, Female 2" },
  { languageCode: "en-GB", name: "en-GB-Wavenet-B", label: "British English, Male 1" },
  { languageCode: "en-GB", name: "en-GB-Wavenet-D", label: "British English, Male 2" },
  { languageCode: "en-AU", name: "en-AU-Wavenet-A", label: "Australian English, Female 1" },
  { languageCode: "en-AU", name: "en-AU-Wavenet-C", label: "Australian English, Female 2" },
  { languageCode: "en-AU", name: "en-AU-Wavenet-B", label: "Australian English, Male 1" },
  { languageCode: "en-AU", name: "en-AU-Wavenet-D", label: "Australian English, Male 2" },
];

export const preferencesMessages = {
  animationStyleRequired: "Please select a slide transition animation style.",
  voiceRequired: "Please select a Narration Voice.",
  saved: "Your preferences have been saved successfully.",
} as const;

/** The voice with this name, when it is one of the 14. */
export function findNarrationVoice(name: string): NarrationVoice | undefined {
  return narrationVoices.find((voice) => voice.name === name);
}

export const narrationVoiceSchema = z
  .object(
    {
      languageCode: z.string({ error: preferencesMessages.voiceRequired }),
      name: z.string({ error: preferencesMessages.voiceRequired }),
    },
    { error: preferencesMessages.voiceRequired },
  )
  .refine((voice) => findNarrationVoice(voice.name)?.languageCode === voice.languageCode, {
    error: preferencesMessages.voiceRequired,
    path: ["name"],
  });

/** A user's preferences as stored and sent (`GET|PUT /api/preferences`). */
export const userPreferencesSchema = z.object({
  slideTransitionAnimationStyle: z.enum(slideTransitionAnimationStyles, {
    error: preferencesMessages.animationStyleRequired,
  }),
  voice: narrationVoiceSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

const defaultVoice = narrationVoices.find((voice) => voice.languageCode === DEFAULT_LANGUAGE) ?? narrationVoices[0];

/** Slide transitions and the first British wavenet voice (en-GB-Wavenet-A). */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  slideTransitionAnimationStyle: "slide",
  voice: {
    languageCode: defaultVoice?.languageCode ?? DEFAULT_LANGUAGE,
    name: defaultVoice?.name ?? "en-GB-Wavenet-A",
  },
};
