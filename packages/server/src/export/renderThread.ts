import { Worker } from "node:worker_threads";
import { FrameRenderError } from "./frameRenderer";
import { BrowserStartError } from "./renderFrames";
import type { RenderFailure, RenderJob, RenderReply, RenderRequest } from "./renderJob";

type Pending = {
  resolve: (file: Uint8Array) => void;
  reject: (error: unknown) => void;
  onFrameDone: (done: number) => void;
};

/**
 * Starts the worker module next to this one: the built `exportWorker.js` beside the server's bundle, or, when the
 * server runs from its TypeScript sources (tests, `npm run dev:server`), `exportWorker.ts` after registering tsx
 * in the new thread (Node 20 does not pass `--import` hooks on to a worker).
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./exportWorker.js", here), { workerData });
  const source = JSON.stringify(new URL("./exportWorker.ts", here).href);
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); });`, {
    eval: true,
    workerData,
  });
}

/** A failure from the render thread as the error it was there, so the job's message is the same. */
function errorOf(failure: RenderFailure): Error {
  if (failure.kind === "frame") return new FrameRenderError(failure.frame, failure.reason);
  if (failure.kind === "browser") return new BrowserStartError(failure.message);
  return new Error(failure.message);
}

/**
 * The export's render thread, seen from the server: started with the first export, it owns the headless Chromium
 * and builds each file (exportWorker.ts). Jobs run there concurrently as the export queue lets them; an abort
 * cancels one; a thread that dies fails its jobs and the next export starts a new one.
 */
export class RenderThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Each thread being closed, and when it has ended. */
  private readonly closing = new WeakMap<Worker, Promise<void>>();

  constructor(private readonly chromiumPath: string) {}

  render(job: RenderJob, signal: AbortSignal, onFrameDone: (done: number) => void): Promise<Uint8Array> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const cancel = () => this.post(worker, { type: "cancel", id });
      signal.addEventListener("abort", cancel, { once: true });
      const settle = () => {
        signal.removeEventListener("abort", cancel);
        this.pending.delete(id);
        if (this.pending.size === 0) worker.unref();
      };
      this.pending.set(id, {
        onFrameDone,
        resolve: (file) => {
          settle();
          resolve(file);
        },
        reject: (error) => {
          settle();
          reject(signal.aborted ? signal.reason : error);
        },
      });
      worker.ref();
      this.post(worker, { type: "render", id, job });
    });
  }

  /** Closes the browser and ends the thread (the server is stopping); the thread ends once the browser is closed. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    let ended = this.closing.get(worker);
    if (!ended) {
      ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      this.closing.set(worker, ended);
      this.post(worker, { type: "close" });
    }
    await ended;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker({ chromiumPath: this.chromiumPath });
    worker.on("message", (reply: RenderReply) => {
      // Jobs cancelled by a close may still report before the thread says it has closed its browser.
      if (reply.type === "closed") void worker.terminate();
      else this.received(reply);
    });
    const failAll = (error: unknown) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of [...this.pending.values()]) pending.reject(error);
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the export's render thread stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private received(reply: Exclude<RenderReply, { type: "closed" }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (reply.type === "progress") pending.onFrameDone(reply.framesDone);
    else if (reply.type === "done") pending.resolve(reply.file);
    else pending.reject(errorOf(reply.failure));
  }

  private post(worker: Worker, request: RenderRequest): void {
    worker.postMessage(request);
  }
}
