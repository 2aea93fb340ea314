import { FrameRenderer, type RenderedFrame } from "./frameRenderer";
import type { HeadlessBrowser } from "./headlessBrowser";
import { framesToPdf } from "./pdfDocument";
import type { RenderJob } from "./renderJob";

/** Chromium did not start or open a context: the job's message says so, the log has the cause. */
export class BrowserStartError extends Error {
  override readonly name = "BrowserStartError";
  /** The cause, as text (it crosses from the render thread as such). */
  readonly detail: string;
  constructor(cause: unknown) {
    const detail = String(cause);
    super(`the export's browser did not start: ${detail}`);
    this.detail = detail;
  }
}

/**
 * Pictures the job's frames in a fresh browser context signed in with the job's credential, one after the other
 * in one viewer, and answers the PDF (one page per frame) or the first frame's PNG. `signal` closes the context.
 */
export async function renderFrames(
  browser: HeadlessBrowser,
  job: RenderJob,
  signal: AbortSignal,
  onFrameDone: (done: number) => void,
): Promise<Uint8Array> {
  signal.throwIfAborted();
  let opened: Awaited<ReturnType<HeadlessBrowser["openContext"]>>;
  try {
    opened = await browser.openContext({
      viewport: job.viewport,
      localStorage: { origin: job.origin, items: job.localStorage },
    });
  } catch (error) {
    throw new BrowserStartError(error);
  }
  const stop = () => void opened.release();
  signal.addEventListener("abort", stop, { once: true });
  try {
    const renderer = new FrameRenderer(await opened.context.newPage(), job.origin);
    const rendered: RenderedFrame[] = [];
    for (const [index, { path, frame }] of job.frames.entries()) {
      signal.throwIfAborted();
      if (index === 0) await renderer.open(path, frame, job.deadline);
      else await renderer.show(path, frame, job.deadline);
      const image = job.format === "png" ? await renderer.pictureViewport() : await renderer.pictureFrame();
      rendered.push({ frame, image });
      onFrameDone(rendered.length);
    }
    signal.throwIfAborted();
    const [first] = rendered;
    if (job.format === "png" && first) return first.image;
    return await framesToPdf(rendered, job.pdf);
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  } finally {
    signal.removeEventListener("abort", stop);
    await opened.release();
  }
}
