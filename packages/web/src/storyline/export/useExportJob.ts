import { type ExportJob, type ExportRequest, isFinishedExport, messages } from "@storyframe/core";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../api/apiError";
import type { ExportApi } from "./exportApi";

/** How often a running export's progress is asked for. */
const POLL_INTERVAL_MS = 1000;

export type ExportJobControls = {
  /** The export under way or finished; null before one starts. */
  job: ExportJob | null;
  /** A request is on its way (start, cancel or download). */
  busy: boolean;
  /** Why the last request failed (the server's words when it gave some). */
  error: string | null;
  start(request: ExportRequest): Promise<void>;
  cancel(): Promise<void>;
  download(): Promise<void>;
  /** Forgets the finished export, for a new one. */
  reset(): void;
};

function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isConnectivity) return `${messages.webApplicationUnreachable} ${messages.dataServerUnreachableHint}`;
    const fieldMessages = Object.values(
      (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {},
    );
    return fieldMessages.flat()[0] ?? error.serverMessage ?? messages.unexpectedServerError;
  }
  return messages.unexpectedServerError;
}

/** One export at a time: starts it, follows its progress until it finishes, cancels it and downloads its file. */
export function useExportJob(api: ExportApi): ExportJobControls {
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const id = job?.id;
  const finished = job ? isFinishedExport(job.state) : true;
  useEffect(() => {
    if (!id || finished) return;
    const controller = new AbortController();
    let asking = false;
    const timer = setInterval(() => {
      // One question at a time: a slow answer is not overtaken by the next.
      if (asking) return;
      asking = true;
      api
        .status(id, controller.signal)
        .then(setJob, (failure: unknown) => {
          if (!controller.signal.aborted) setError(describeFailure(failure));
        })
        .finally(() => {
          asking = false;
        });
    }, POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [api, id, finished]);

  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    job,
    busy,
    error,
    start: (request) => run(async () => setJob(await api.start(request))),
    cancel: () => run(async () => (id ? setJob(await api.cancel(id)) : undefined)),
    download: () => run(async () => (job ? api.download(job) : undefined)),
    reset: () => {
      setJob(null);
      setError(null);
    },
  };
}
