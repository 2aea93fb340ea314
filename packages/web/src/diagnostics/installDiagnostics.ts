import { CLIENT_LOG_URL, CONTENT_HEADERS } from "@storyframe/core";
import { originOf } from "../api/accessToken";
import { ApiError } from "../api/apiError";
import { sendsTraceHeader } from "../api/contentVersion";
import { describeResponse } from "../api/describeResponse";
import { type FetchOutcome, observeFetches } from "../api/fetchObserver";
import type { InFlightCounter } from "../api/inFlight";
import { useAppStore } from "../app/store";
import { describeThrown, reportClientError } from "./clientErrorReporter";
import { recordTraceEvent } from "./traceEvents";
import { createTraceIdRotation, type TraceIdRotation } from "./traceId";

let rotation: TraceIdRotation | null = null;

/** The session's current trace id (what API calls carry as `x-trace-id`); '' before diagnostics start. */
function currentTraceId(): string {
  return rotation?.current() ?? "";
}

/** True for the SPA's own origin and the tenant's API origins: the only places the trace id goes. */
function isApiUrl(url: string): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  const settings = useAppStore.getState().settings;
  const apiUrls = settings ? [settings.coreApiUrl, settings.metastoreUrl, settings.dynamicDataApiUrl] : [];
  return [window.location.href, ...apiUrls].some((apiUrl) => originOf(apiUrl) === origin);
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
  } catch {
    return url;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function onFinished(outcome: FetchOutcome): void {
  const path = pathOf(outcome.url);
  const status = outcome.status === undefined ? "no answer" : String(outcome.status);
  recordTraceEvent(`${outcome.method} ${path} → ${status} (${outcome.durationMs} ms)`);
  if (outcome.status === undefined || outcome.status < 400 || isAbort(outcome.error)) return;
  if (outcome.status >= 400) console.error(`${outcome.method} ${path} failed with ${outcome.status}.`);
  const error = outcome.error instanceof ApiError ? outcome.error : undefined;
  void reportClientError({
    kind: "api",
    level: outcome.status >= 500 ? "error" : "warn",
    message: error?.serverMessage ?? `${outcome.method} ${path} failed with ${outcome.status}.`,
    ...(error ? { detail: describeResponse(error) } : {}),
    ...(outcome.traceId ? { traceId: outcome.traceId } : {}),
    request: { method: outcome.method, url: path, status: outcome.status },
  });
}

/**
 * Starts the diagnostics: the trace id every API call carries (when the metastore reads it), the trace of the
 * latest 100 calls, and error reports for failed calls, unhandled rejections and uncaught errors. Returns the
 * function that stops them.
 */
export function installDiagnostics(counter: InFlightCounter): () => void {
  const traceIds = createTraceIdRotation(counter, {
    onChange: (traceId) => recordTraceEvent(`New trace id ${traceId}`),
  });
  rotation = traceIds;
  const stopObserving = observeFetches({
    headersFor: (url): Record<string, string> =>
      sendsTraceHeader() && isApiUrl(url) && !url.startsWith(CLIENT_LOG_URL)
        ? { [CONTENT_HEADERS.traceId]: traceIds.current() }
        : {},
    finished: onFinished,
  });

  const onRejection = (event: PromiseRejectionEvent) => {
    // Failed API calls are reported as such already.
    if (event.reason instanceof ApiError || isAbort(event.reason)) return;
    void reportClientError({
      kind: "unhandledRejection",
      ...describeThrown(event.reason),
      traceId: traceIds.current(),
    });
  };
  const onError = (event: ErrorEvent) => {
    void reportClientError({
      kind: "uncaughtError",
      ...describeThrown(event.error ?? event.message),
      traceId: traceIds.current(),
    });
  };
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("error", onError);

  return () => {
    stopObserving();
    traceIds.stop();
    if (rotation === traceIds) rotation = null;
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("error", onError);
  };
}

/** Reports an error a React error boundary caught. */
export function reportRenderError(error: unknown): void {
  void reportClientError({ kind: "render", ...describeThrown(error), traceId: currentTraceId() });
}
