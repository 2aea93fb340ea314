import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startEarlyRequest } from "../boot/earlyAnswers";
import { ApiError, fetchJson } from "./fetchJson";
import { inFlight } from "./inFlight";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function answer(status: number, body: string | null = null, headers?: HeadersInit): Response {
  return new Response(body, { status, headers });
}

function json(status: number, value: unknown, headers?: Record<string, string>): Response {
  return answer(status, JSON.stringify(value), { "Content-Type": "application/json", ...headers });
}

/** A fetch that never answers and only rejects when its signal aborts, like a hung server. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener("abort", () => reject(signal.reason));
  });
}

type Outcome = { value: unknown } | { error: unknown };

/** Captures the result without leaving a rejection unhandled while fake time advances. */
function track(promise: Promise<unknown>): { outcome: () => Outcome | undefined; done: Promise<Outcome> } {
  let outcome: Outcome | undefined;
  const settle = (result: Outcome): Outcome => {
    outcome = result;
    return result;
  };
  const done = promise.then(
    (value) => settle({ value }),
    (error: unknown) => settle({ error }),
  );
  return { outcome: () => outcome, done };
}

function errorOf(outcome: Outcome): unknown {
  if (!("error" in outcome)) throw new Error("expected the call to fail");
  return outcome.error;
}

/** The ApiError the call failed with; fails the test when it failed otherwise or succeeded. */
function apiErrorOf(outcome: Outcome): ApiError {
  const error = errorOf(outcome);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return errorOf(await track(promise).done);
}

describe("fetchJson success answers", () => {
  it("parses JSON and revives ISO date-times but not date-only strings", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        createdAt: "2024-05-01T10:20:30Z",
        updatedAt: "2024-05-01T10:20:30.123+02:00",
        day: "2024-05-01",
        nested: [{ at: "2024-05-01T10:20:30Z" }],
        label: "Quarterly report",
      }),
    );

    const result = await fetchJson("/api/things/1");

    expect(result).toEqual({
      createdAt: new Date("2024-05-01T10:20:30.000Z"),
      updatedAt: new Date("2024-05-01T08:20:30.123Z"),
      day: "2024-05-01",
      nested: [{ at: new Date("2024-05-01T10:20:30.000Z") }],
      label: "Quarterly report",
    });
    const { createdAt, day } = result as { createdAt: unknown; day: unknown };
    expect(createdAt).toBeInstanceOf(Date);
    expect(typeof day).toBe("string");
  });

  it("resolves null for an empty body", async () => {
    fetchMock.mockResolvedValue(answer(200, ""));
    expect(await fetchJson("/api/empty")).toBeNull();
  });

  it("resolves null for 204 No Content", async () => {
    fetchMock.mockResolvedValue(answer(204));
    expect(await fetchJson("/api/things/1", { method: "DELETE" })).toBeNull();
  });

  it("asks for JSON and passes the request options on", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));

    await fetchJson("/api/things", { method: "POST", body: "{}" });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/things");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("{}");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("rejects a 2xx answer whose body is not JSON", async () => {
    fetchMock.mockResolvedValue(answer(200, "<html>"));

    const error = await rejection(fetchJson("/api/things"));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).bodyText).toBe("<html>");
  });
});

describe("fetchJson retries", () => {
  it("waits 2 s, 4 s and 8 s before the three retries, then gives up", async () => {
    fetchMock.mockImplementation(async () => json(503, { message: "Busy." }));
    const call = track(fetchJson("/api/busy"));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(7999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(call.outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    const outcome = await call.done;
    expect(apiErrorOf(outcome).status).toBe(503);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each([408, 429, 500, 502, 503, 504])("retries status %i and returns the later success", async (status) => {
    fetchMock.mockResolvedValueOnce(json(status, { message: "Try later." }));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const call = track(fetchJson("/api/flaky"));

    await vi.advanceTimersByTimeAsync(2000);

    expect(await call.done).toEqual({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 409, 501])("does not retry status %i", async (status) => {
    fetchMock.mockImplementation(async () => json(status, { message: "No." }));
    const call = track(fetchJson("/api/missing"));

    await vi.advanceTimersByTimeAsync(60_000);

    const outcome = await call.done;
    expect(apiErrorOf(outcome).status).toBe(status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("honours a per-call retry count", async () => {
    fetchMock.mockImplementation(async () => answer(500, "oops"));
    const twoRetries = track(fetchJson("/api/menu", { retries: 2 }));

    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(apiErrorOf(await twoRetries.done).status).toBe(500);

    fetchMock.mockClear();
    const noRetry = track(fetchJson("/api/datasource", { retries: 0 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(apiErrorOf(await noRetry.done).status).toBe(500);
  });

  it("does not retry a network failure and reports it without a status", async () => {
    const networkFailure = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValue(networkFailure);
    const call = track(fetchJson("/api/settings/client"));

    await vi.advanceTimersByTimeAsync(60_000);

    const error = apiErrorOf(await call.done);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.status).toBeUndefined();
    expect(error.isConnectivity).toBe(true);
    expect(error.cause).toBe(networkFailure);
  });
});

describe("fetchJson timeout", () => {
  it("counts a request running past 8 s as 408 and retries it", async () => {
    fetchMock.mockImplementationOnce(hangUntilAborted);
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const call = track(fetchJson("/api/slow", { timeout: true }));

    await vi.advanceTimersByTimeAsync(7999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(firstSignal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    expect(await call.done).toEqual({ value: { ok: true } });
  });

  it("fails with status 408 once every attempt timed out", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const call = track(fetchJson("/api/slow", { timeout: true }));

    await vi.advanceTimersByTimeAsync(4 * 8000 + 2000 + 4000 + 8000);

    const outcome = await call.done;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(apiErrorOf(outcome).status).toBe(408);
  });

  it("accepts a custom timeout in milliseconds", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const call = track(fetchJson("/api/menu", { timeout: 15_000, retries: 0 }));

    await vi.advanceTimersByTimeAsync(14_999);
    expect(call.outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    const outcome = await call.done;
    expect(apiErrorOf(outcome).status).toBe(408);
  });

  it("never times out when no timeout is requested", async () => {
    let answerLater: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((resolve, reject) => {
          answerLater = resolve;
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const call = track(fetchJson("/api/report"));

    await vi.advanceTimersByTimeAsync(120_000);
    expect(call.outcome()).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);

    answerLater(json(200, { done: true }));
    expect(await call.done).toEqual({ value: { done: true } });
  });
});

describe("fetchJson errors", () => {
  it("raises ApiError with the status, body text, parsed body and headers", async () => {
    const body = { message: "Database unavailable.", traceId: "trace-42" };
    fetchMock.mockResolvedValue(json(500, body, { "X-Request-Id": "req-7" }));

    const error = await rejection(fetchJson("/api/things", { retries: 0 }));

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("An unexpected server error occurred.");
    expect(apiError.status).toBe(500);
    expect(apiError.bodyText).toBe(JSON.stringify(body));
    expect(apiError.body).toEqual(body);
    expect(apiError.headers.get("X-Request-Id")).toBe("req-7");
    expect(apiError.serverMessage).toBe("Database unavailable.");
    expect(apiError.traceId).toBe("trace-42");
    expect(apiError.isConnectivity).toBe(false);
  });

  it("keeps a non-JSON error body as text only", async () => {
    fetchMock.mockResolvedValue(answer(502, "Bad Gateway"));

    const error = (await rejection(fetchJson("/api/things", { retries: 0 }))) as ApiError;

    expect(error.status).toBe(502);
    expect(error.bodyText).toBe("Bad Gateway");
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });
});

describe("fetchJson cancellation", () => {
  it("stops waiting for a retry when the caller aborts", async () => {
    fetchMock.mockImplementation(async () => answer(503));
    const controller = new AbortController();
    const call = track(fetchJson("/api/busy", { signal: controller.signal }));

    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);

    const outcome = await call.done;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorOf(outcome)).not.toBeInstanceOf(ApiError);
    expect((errorOf(outcome) as DOMException).name).toBe("AbortError");
  });

  it("aborts the request under way without retrying", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const call = track(fetchJson("/api/slow", { signal: controller.signal, timeout: true }));

    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);

    const outcome = await call.done;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((errorOf(outcome) as DOMException).name).toBe("AbortError");
  });

  it("does not call the server when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();

    const error = await rejection(fetchJson("/api/things", { signal: controller.signal }));

    expect((error as DOMException).name).toBe("AbortError");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("fetchJson in-flight counter", () => {
  it("counts calls for their whole duration, retries included, and returns to 0", async () => {
    fetchMock.mockResolvedValueOnce(answer(503));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    fetchMock.mockResolvedValueOnce(json(404, { message: "Missing." }));
    const seen: number[] = [];
    const unsubscribe = inFlight.subscribe((count) => seen.push(count));

    expect(inFlight.count()).toBe(0);
    const retried = track(fetchJson("/api/flaky"));
    await vi.advanceTimersByTimeAsync(0);
    expect(inFlight.count()).toBe(1);
    const failing = track(fetchJson("/api/missing"));
    expect(inFlight.count()).toBe(2);

    await failing.done;
    expect(inFlight.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(inFlight.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await retried.done;

    expect(inFlight.count()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    unsubscribe();
  });

  it("returns to 0 after a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    await rejection(fetchJson("/api/things"));

    expect(inFlight.count()).toBe(0);
  });
});

describe("fetchJson and the page's early requests", () => {
  it("takes the answer the boot script asked for, once, and hears its headers", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: "ops" }, { "X-Total-Count": "7" }));
    void startEarlyRequest("/api/web/v1/storylines/ops", new Headers({ Branch: "main" }));
    fetchMock.mockResolvedValue(json(200, { id: "asked again" }));
    const onHeaders = vi.fn();

    const first = await fetchJson("/api/web/v1/storylines/ops", { headers: { Branch: "main" }, onHeaders });
    const second = await fetchJson("/api/web/v1/storylines/ops", { headers: { Branch: "main" } });

    expect(first).toEqual({ id: "ops" });
    expect(onHeaders.mock.calls[0]?.[0].get("X-Total-Count")).toBe("7");
    expect(second).toEqual({ id: "asked again" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("takes an early refusal as its answer, without asking again", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: "Storyline not found." }));
    void startEarlyRequest("/api/web/v1/storylines/none", new Headers());

    const failure = await fetchJson("/api/web/v1/storylines/none").catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks itself when the early answer is not JSON, and never takes one for a request that writes", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, "<html>"));
    void startEarlyRequest("/api/preferences", new Headers());
    fetchMock.mockResolvedValueOnce(json(200, { theme: "dark" }));
    expect(await fetchJson("/api/preferences")).toEqual({ theme: "dark" });

    fetchMock.mockResolvedValueOnce(json(200, { kept: true }));
    void startEarlyRequest("/api/preferences", new Headers());
    fetchMock.mockResolvedValueOnce(json(200, { saved: true }));
    expect(await fetchJson("/api/preferences", { method: "PUT", body: "{}" })).toEqual({ saved: true });
    expect(await fetchJson("/api/preferences")).toEqual({ kept: true });
  });
});
