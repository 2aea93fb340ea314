import {
  findNarrationVoice,
  NON_FIELD_ERRORS,
  preferencesMessages,
  slideTransitionAnimationStyles,
  type UserPreferences,
} from "@storyframe/core";
import { z } from "zod";

/** The form's values: the style, and the voice by name (each voice name belongs to one language). */
export const preferencesFormSchema = z.object({
  // Read as text (the radio group's value, '' when none is chosen), then held to the three styles.
  slideTransitionAnimationStyle: z
    .string({ error: preferencesMessages.animationStyleRequired })
    .pipe(z.enum(slideTransitionAnimationStyles, { error: preferencesMessages.animationStyleRequired })),
  voiceName: z
    .string({ error: preferencesMessages.voiceRequired })
    .refine((name) => findNarrationVoice(name) !== undefined, { error: preferencesMessages.voiceRequired }),
});
export type PreferencesFormOutput = z.infer<typeof preferencesFormSchema>;

/** What the form holds while editing: either field may be empty. */
export interface PreferencesFormValues {
  slideTransitionAnimationStyle: string;
  voiceName: string;
}

export function toFormValues(preferences: UserPreferences): PreferencesFormValues {
  return {
    slideTransitionAnimationStyle: preferences.slideTransitionAnimationStyle,
    voiceName: preferences.voice.name,
  };
}

export function toPreferences(values: PreferencesFormOutput): UserPreferences {
  const voice = findNarrationVoice(values.voiceName);
  if (!voice) throw new Error(`Unknown narration voice ${values.voiceName}.`);
  return {
    slideTransitionAnimationStyle: values.slideTransitionAnimationStyle,
    voice: { languageCode: voice.languageCode, name: voice.name },
  };
}

export type FormField = keyof PreferencesFormValues | "root";

/** Server 400 errors (keyed by field) as form fields: the voice's parts are the voice field; the rest is general. */
export function fieldOfServerError(key: string): FormField {
  if (key === "slideTransitionAnimationStyle") return key;
  if (key === "voice" || key.startsWith("voice.")) return "voiceName";
  if (key === NON_FIELD_ERRORS) return "root";
  return "root";
}
