import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { textToSpeechMeta, textToSpeechPropsSchema } from "./TextToSpeech/TextToSpeech.meta";
import { timerMeta, timerPropsSchema } from "./Timer/Timer.meta";
import { tourMeta, tourPropsSchema } from "./Tour/Tour.meta";

/** The media family, in the order the gallery lists it. */
export const mediaComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...textToSpeechMeta,
    propsSchema: textToSpeechPropsSchema,
    component: lazy(() => import("./TextToSpeech/TextToSpeech")),
  }),
  defineComponent({ ...timerMeta, propsSchema: timerPropsSchema, component: lazy(() => import("./Timer/Timer")) }),
  defineComponent({ ...tourMeta, propsSchema: tourPropsSchema, component: lazy(() => import("./Tour/Tour")) }),
];
