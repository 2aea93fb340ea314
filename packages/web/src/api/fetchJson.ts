import {
  CONTENT_HEADERS,
  REQUEST_RETRY_BASE_DELAY_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
} from "@storyframe/core";
import { takeEarlyAnswer } from "../boot/earlyAnswers";
import { authorizationFor, knownAuthorizationFor } from "./accessToken";
import { ApiError } from "./apiError";
import { fetchObserver } from "./fetchObserver";
import { inFlight } from "./inFlight";
import { parseJsonWithDates } from "./parseJsonWithDates";

export { ApiError } from "./apiError";

const TRACE_HEADER = CONTENT_HEADERS.traceId;

/** Status reported when a request runs past its timeout, so timeouts are retried like a 408 answer. */
const TIMEOUT_STATUS = 408;

export interface FetchJsonOptions extends Omit<RequestInit, "signal"> {
  /** Cancels the call, including any wait between retries. */
  signal?: AbortSignal;
  /** `true` for the standard timeout (8 s), or a number of milliseconds. Off by default. */
  timeout?: boolean | number;
  /** How many times a retryable status is retried; defaults to 3 (so 4 attempts in all). */
  retries?: number;
  /** Hears the headers of the successful answer (e.g. a list's `X-Total-Count`). */
  onHeaders?: (headers: Headers) => void;
  /** `false` keeps ISO date-time strings as sent, for callers that validate the answer as plain JSON. */
  reviveDates?: boolean;
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  bodyText: string;
}

/**
 * The single way the SPA calls an HTTP API. Resolves with the parsed JSON body (ISO date-times revived
 * as `Date` unless `reviveDates` is false), or null for an empty answer. Rejects with `ApiError`: `status` undefined means the server
 * could not be reached. An abort through `signal` rejects with the signal's reason. Requests to the SPA's
 * own APIs carry the signed-in user's access token (see `provideAccessToken`), unless the caller set an
 * Authorization header of its own.
 */
export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  const { timeout, retries = REQUEST_RETRY_COUNT, signal, onHeaders, reviveDates = true, ...init } = options;
  const timeoutMs = timeout === true ? REQUEST_TIMEOUT_MS : typeof timeout === "number" ? timeout : undefined;
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const observer = fetchObserver();
  for (const [name, value] of Object.entries(observer?.headersFor?.(url) ?? {})) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const started = Date.now();
  let status: number | undefined;
  let failure: unknown;

  inFlight.increment();
  try {
    for (let attempt = 0; ; attempt += 1) {
      // Asked on every attempt: a token renewed during the back-off replaces the one that was sent before. The
      // first attempt sends a token known valid without waiting, so the request leaves in the caller's task.
      const sent =
        (attempt === 0 ? knownAuthorization(url, headers) : undefined) ?? (await withAuthorization(url, headers));
      const pending = attempt === 0 && isPlainGet(init) ? takeEarlyAnswer(url, sent) : null;
      const early = pending ? await pending : null;
      signal?.throwIfAborted();
      if (early && isSuccess(early)) {
        const parsed = parsedOrNull(early, reviveDates);
        if (parsed) {
          status = early.status;
          onHeaders?.(early.headers);
          return parsed.value;
        }
      }
      // An early refusal is the answer this request would have had; an early success that does not parse is asked
      // for again.
      const answer =
        early && !isSuccess(early) ? early : await attemptFetch(url, { ...init, headers: sent }, signal, timeoutMs);
      status = answer.status;
      if (isSuccess(answer)) {
        onHeaders?.(answer.headers);
        return parseSuccess(answer, reviveDates);
      }
      if (attempt < retries && RETRY_STATUSES.includes(answer.status)) {
        // Exponential back-off: 2 s before the first retry, then 4 s, then 8 s.
        await delay(2 ** (attempt + 1) * REQUEST_RETRY_BASE_DELAY_MS, signal);
        continue;
      }
      throw toApiError(answer);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    inFlight.decrement();
    observer?.finished?.({
      method: (init.method ?? "GET").toUpperCase(),
      url,
      status,
      durationMs: Date.now() - started,
      traceId: headers.get(TRACE_HEADER) ?? undefined,
      ...(failure !== undefined ? { error: failure } : {}),
    });
  }
}

async function withAuthorization(url: string, headers: Headers): Promise<Headers> {
  if (headers.has("Authorization")) return headers;
  return withHeader(headers, await authorizationFor(url));
}

/** The headers with the Authorization known at once (see `knownAuthorizationFor`), undefined when it is not. */
function knownAuthorization(url: string, headers: Headers): Headers | undefined {
  if (headers.has("Authorization")) return headers;
  const authorization = knownAuthorizationFor(url);
  return authorization === undefined ? undefined : withHeader(headers, authorization);
}

function withHeader(headers: Headers, authorization: string | null): Headers {
  if (!authorization) return headers;
  const withToken = new Headers(headers);
  withToken.set("Authorization", authorization);
  return withToken;
}

async function attemptFetch(
  url: string,
  init: RequestInit,
  external: AbortSignal | undefined,
  timeoutMs: number | undefined,
): Promise<Answer> {
  external?.throwIfAborted();
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(external?.reason);
  external?.addEventListener("abort", forwardAbort, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);

  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // The timer keeps running while the body arrives: a body that stalls is a timeout too.
    const bodyText = response.status === 204 ? "" : await response.text();
    return { status: response.status, statusText: response.statusText, headers: response.headers, bodyText };
  } catch (error) {
    if (timedOut) {
      return { status: TIMEOUT_STATUS, statusText: "Request Timeout", headers: new Headers(), bodyText: "" };
    }
    external?.throwIfAborted();
    throw new ApiError({ status: undefined, cause: error });
  } finally {
    clearTimeout(timer);
    external?.removeEventListener("abort", forwardAbort);
  }
}

function isSuccess(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** A GET without a body: the only kind the page's boot script may have asked already. */
function isPlainGet(init: RequestInit): boolean {
  return (init.method ?? "GET").toUpperCase() === "GET" && init.body == null;
}

/** An early answer's body, when it parses; one that does not is asked for again. */
function parsedOrNull(answer: Answer, reviveDates: boolean): { value: unknown } | null {
  try {
    return { value: parseSuccess(answer, reviveDates) };
  } catch {
    return null;
  }
}

function parseSuccess(answer: Answer, reviveDates: boolean): unknown {
  if (answer.status === 204 || answer.bodyText.trim() === "") return null;
  try {
    return reviveDates ? parseJsonWithDates(answer.bodyText) : JSON.parse(answer.bodyText);
  } catch (error) {
    throw toApiError(answer, error);
  }
}

function toApiError(answer: Answer, cause?: unknown): ApiError {
  return new ApiError({ ...answer, body: parseJsonOrUndefined(answer.bodyText), cause });
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
