import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { FrameRenderError } from "./frameRenderer";
import { HeadlessBrowser } from "./headlessBrowser";
import { BrowserStartError, renderFrames } from "./renderFrames";
import type { RenderFailure, RenderReply, RenderRequest } from "./renderJob";

/**
 * The export's render thread (decision 079). Driving Chromium and assembling PDFs move megabytes of pictures
 * through this thread's heap; here its garbage collection and the PDF's CPU time stay off the thread that answers
 * the viewers. Linux keeps a niceness per thread, so this one also yields the CPU to the server's own.
 */
const RENDER_THREAD_NICENESS = 10;

const port = parentPort;
if (!port) throw new Error("exportWorker.ts runs as a worker thread of the server.");
try {
  setPriority(RENDER_THREAD_NICENESS);
} catch {
  // Not permitted here: the thread keeps the server's priority.
}

const { chromiumPath } = workerData as { chromiumPath: string };
let serverAddress = "127.0.0.1";
const browser = new HeadlessBrowser(chromiumPath, () => serverAddress);
const running = new Map<number, AbortController>();

// Files are copied across, not transferred: a Buffer may be a view of memory other Buffers share.
const send = (reply: RenderReply) => port.postMessage(reply);

function failureOf(error: unknown): RenderFailure {
  if (error instanceof FrameRenderError) return { kind: "frame", frame: error.frame, reason: error.reason };
  if (error instanceof BrowserStartError) return { kind: "browser", message: error.detail };
  return { kind: "other", message: error instanceof Error ? error.message : String(error) };
}

port.on("message", (request: RenderRequest) => {
  if (request.type === "cancel") {
    running.get(request.id)?.abort();
    return;
  }
  if (request.type === "close") {
    for (const controller of running.values()) controller.abort();
    void browser.close().finally(() => send({ type: "closed" }));
    return;
  }
  const { id, job } = request;
  const controller = new AbortController();
  running.set(id, controller);
  serverAddress = job.serverAddress;
  renderFrames(browser, job, controller.signal, (framesDone) => send({ type: "progress", id, framesDone }))
    .then(
      (file) => send({ type: "done", id, file }),
      (error: unknown) => send({ type: "failed", id, failure: failureOf(error) }),
    )
    .finally(() => running.delete(id));
});
