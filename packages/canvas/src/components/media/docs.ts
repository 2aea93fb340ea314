import type { ComponentDocs } from "../../defineComponent";
import { textToSpeechDocs } from "./TextToSpeech/TextToSpeech.docs";
import { timerDocs } from "./Timer/Timer.docs";
import { tourDocs } from "./Tour/Tour.docs";

/** The docs of the media family, in the order of `mediaComponents`. */
export const mediaComponentDocs: readonly ComponentDocs[] = [textToSpeechDocs, timerDocs, tourDocs];
