import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { textToSpeechTag } from "./TextToSpeech/TextToSpeech.tag";
import { timerTag } from "./Timer/Timer.tag";
import { tourTag } from "./Tour/Tour.tag";

/** The media family, in the order the gallery lists it. */
export const mediaComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...textToSpeechTag,
    ...loadedOnUse(
      () => import("./TextToSpeech/TextToSpeech"),
      async () => (await import("./TextToSpeech/TextToSpeech.meta")).textToSpeechPropsSchema,
    ),
  }),
  defineComponent({
    ...timerTag,
    ...loadedOnUse(
      () => import("./Timer/Timer"),
      async () => (await import("./Timer/Timer.meta")).timerPropsSchema,
    ),
  }),
  defineComponent({
    ...tourTag,
    ...loadedOnUse(
      () => import("./Tour/Tour"),
      async () => (await import("./Tour/Tour.meta")).tourPropsSchema,
    ),
  }),
];
