import { describe, expect, it } from "vitest";
import {
  DEFAULT_USER_PREFERENCES,
  narrationVoices,
  preferencesMessages,
  slideTransitionAnimationStyleLabels,
  userPreferencesSchema,
} from "./userPreferences";

describe("user preferences", () => {
  it("default to sliding transitions and the first British wavenet voice", () => {
    expect(DEFAULT_USER_PREFERENCES).toEqual({
      slideTransitionAnimationStyle: "slide",
      voice: { languageCode: "en-GB", name: "en-GB-Wavenet-A" },
    });
  });

  it("label the three styles as the spec does", () => {
    expect(slideTransitionAnimationStyleLabels).toEqual({
      none: "No Animations",
      slide: "Slide In/Out",
      flip: "Page Turn",
    });
  });

  it("offer 14 distinct voices: 6 US, 4 British, 4 Australian", () => {
    expect(narrationVoices).toHaveLength(14);
    expect(new Set(narrationVoices.map((voice) => voice.name)).size).toBe(14);
    const count = (code: string) => narrationVoices.filter((voice) => voice.languageCode === code).length;
    expect([count("en-US"), count("en-GB"), count("en-AU")]).toEqual([6, 4, 4]);
    for (const voice of narrationVoices) expect(voice.name.startsWith(`${voice.languageCode}-Wavenet-`)).toBe(true);
  });

  it("require a known style and a known voice in its own language", () => {
    expect(userPreferencesSchema.safeParse(DEFAULT_USER_PREFERENCES).success).toBe(true);
    const noStyle = userPreferencesSchema.safeParse({ voice: DEFAULT_USER_PREFERENCES.voice });
    expect(noStyle.error?.issues[0]?.message).toBe(preferencesMessages.animationStyleRequired);
    const wrongLanguage = userPreferencesSchema.safeParse({
      slideTransitionAnimationStyle: "none",
      voice: { languageCode: "en-AU", name: "en-GB-Wavenet-A" },
    });
    expect(wrongLanguage.error?.issues[0]?.message).toBe(preferencesMessages.voiceRequired);
  });
});
