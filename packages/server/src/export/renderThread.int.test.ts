import { afterEach, describe, expect, it } from "vitest";
import { BrowserStartError } from "./renderFrames";
import type { RenderJob } from "./renderJob";
import { RenderThread } from "./renderThread";

const job: RenderJob = {
  format: "pdf",
  viewport: { width: 800, height: 600 },
  origin: "http://demo.localhost:1",
  serverAddress: "127.0.0.1",
  localStorage: [],
  frames: [{ path: "/storylines/none?frame=a/b/c", frame: { id: "a/b/c", title: "A frame" } }],
  deadline: Date.now() + 60_000,
  pdf: { storylineTitle: "None", parameterLine: "", createdAt: new Date() },
};

/** The render thread as the export service uses it, with a real worker thread and what it reports back. */
describe("the export's render thread", () => {
  let thread: RenderThread | undefined;
  afterEach(async () => {
    await thread?.close();
  });

  it("reports a Chromium that does not start as the browser's failure, with its cause", async () => {
    thread = new RenderThread("/nonexistent/chromium");
    const failure = await thread.render(job, new AbortController().signal, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrowserStartError);
    expect((failure as BrowserStartError).message).toMatch(/^the export's browser did not start: .*nonexistent/);
  });

  it("refuses a render whose signal is already aborted, before it reaches the thread", async () => {
    thread = new RenderThread("/nonexistent/chromium");
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(thread.render(job, controller.signal, () => {})).rejects.toThrow("cancelled");
  });

  it("ends its thread on close and starts a new one for the next render", async () => {
    thread = new RenderThread("/nonexistent/chromium");
    await expect(thread.render(job, new AbortController().signal, () => {})).rejects.toBeInstanceOf(BrowserStartError);
    await thread.close();
    await expect(thread.render(job, new AbortController().signal, () => {})).rejects.toBeInstanceOf(BrowserStartError);
  });

  it("ends on close while a render is still reporting, and that render fails", async () => {
    thread = new RenderThread("/nonexistent/chromium");
    const rendering = thread.render(job, new AbortController().signal, () => {}).catch((error: unknown) => error);
    await thread.close();
    expect(await rendering).toBeInstanceOf(Error);
  });
});
