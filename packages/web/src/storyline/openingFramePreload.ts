import { preloadComponentsOf } from "@storyframe/canvas";
import { FIRST_POSITION } from "@storyframe/core";
import { canvasComponents } from "./canvasComponents";
import { OnDemandFilterField } from "./filters/FilterFieldSlot";
import { showsFilterSheet } from "./filters/filterSheetViewport";
import { positionInAddress } from "./storylineAddress";
import { parseStorylineDocument } from "./storylineApi";
import { frameAt, framesOf } from "./storylineFrames";
import { startOpeningFrameReads } from "./storylineSession";
import { readViewerQueryFlags } from "./viewerQueryFlags";

/** The branch and retries the viewer will read with; null when they cannot be known ahead. */
type ReadsAhead = { branch: string; retries: number } | null;

/**
 * Starts what the frame a storyline opens on (the one its address names, or the first) needs, from the storyline
 * as the server sent it: the code of its components and of the filter fields (when it has filters and shows them
 * in a bar, not in a phone's sheet), and the reads
 * of its data sources with the values the viewer will open with once `reads` names the branch and retries to read
 * with. Something that is not a storyline starts nothing. Settles once the components' code has loaded or failed to
 * (a component that failed to load says so when it renders) and the reads have started; the viewer's own requests
 * take them.
 */
export async function preloadOpeningFrame(body: unknown, search: string, reads: Promise<ReadsAhead>): Promise<void> {
  const document = parseStorylineDocument(body);
  if (document === null) return;
  const frames = framesOf(document);
  const frame = frameAt(frames, positionInAddress(document.chapters, search) ?? FIRST_POSITION) ?? frames[0];
  const code = frame ? preloadComponentsOf(frame.templateName, document.templates, canvasComponents) : undefined;
  // The filter bar draws empty fields until their code is here; a failure shows when the bar renders them. On a
  // phone the fields show only in the sheet, which loads them once the frame has painted.
  if (document.filters.length > 0 && !showsFilterSheet()) void OnDemandFilterField.load().catch(() => undefined);
  const readWith = await reads;
  if (readWith !== null) {
    startOpeningFrameReads(document, { ...readWith, search, navFiltersId: readViewerQueryFlags(search).navFiltersId });
  }
  await code;
}
