import { earlyStorylineBody } from "../boot/earlyAnswers";

/**
 * On a storyline's page, starts loading the code of the components its opening frame uses as soon as the storyline
 * the boot script asked for is here, while the app still renders its way to the viewer (which would otherwise ask
 * for it only once it renders). Settles when that code is there; a failure changes nothing, as the viewer then
 * loads the code itself and shows what failed. The storyline is parsed and checked here and again by the app's own
 * request (1–1.5 ms for the demo's, 90–400 KB): what it gains is a start some hundreds of milliseconds earlier.
 */
export async function preloadOpeningFrameCode(): Promise<void> {
  try {
    const body = await earlyStorylineBody();
    if (body === null) return;
    const opening = await import("../storyline/openingFrameCode");
    await opening.preloadOpeningFrameCode(body, window.location.search);
  } catch {
    // See above: the viewer loads and reports.
  }
}
