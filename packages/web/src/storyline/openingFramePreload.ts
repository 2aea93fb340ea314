import { preloadComponentsOf } from "@storyframe/canvas";
import { FIRST_POSITION } from "@storyframe/core";
import { canvasComponents } from "./canvasComponents";
import { positionInAddress } from "./storylineAddress";
import { parseStorylineDocument } from "./storylineApi";
import { frameAt, framesOf } from "./storylineFrames";

/**
 * Starts loading the code of the components used by the frame a storyline opens on (the one its address names,
 * or the first), from the storyline as the server sent it; something that is not a storyline loads nothing.
 * Settles once that code has loaded or failed to (a component that failed to load says so when it renders).
 */
export async function preloadOpeningFrameCode(body: unknown, search: string): Promise<void> {
  const document = parseStorylineDocument(body);
  if (document === null) return;
  const frames = framesOf(document);
  const frame = frameAt(frames, positionInAddress(document.chapters, search) ?? FIRST_POSITION) ?? frames[0];
  if (frame) await preloadComponentsOf(frame.templateName, document.templates, canvasComponents);
}
