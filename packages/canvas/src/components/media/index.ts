import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { textToSpeechMeta, textToSpeechPropsSchema } from "./TextToSpeech/TextToSpeech.meta";
import { timerMeta, timerPropsSchema } from "./Timer/Timer.meta";
import { tourMeta, tourPropsSchema } from "./Tour/Tour.meta";

/** The media family, in the order the gallery lists it. */
export const mediaComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...textToSpeechMeta,
    propsSchema: textToSpeechPropsSchema,
    component: onDemand(() => import("./TextToSpeech/TextToSpeech")),
  }),
  defineComponent({ ...timerMeta, propsSchema: timerPropsSchema, component: onDemand(() => import("./Timer/Timer")) }),
  defineComponent({ ...tourMeta, propsSchema: tourPropsSchema, component: onDemand(() => import("./Tour/Tour")) }),
];
