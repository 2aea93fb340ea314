import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchJson } from "./fetchJson";
import { type FetchOutcome, observeFetches } from "./fetchObserver";

const fetchMock = vi.fn<typeof fetch>();
let stop: () => void = () => undefined;

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("observeFetches", () => {
  it("adds the observer's headers without replacing the caller's, and reports how each call ended", async () => {
    const outcomes: FetchOutcome[] = [];
    stop = observeFetches({
      headersFor: () => ({ "x-trace-id": "trace-1", Accept: "text/plain" }),
      finished: (outcome) => outcomes.push(outcome),
    });
    fetchMock.mockResolvedValueOnce(new Response("{}"));
    await fetchJson("/api/session");
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("x-trace-id")).toBe("trace-1");
    expect(headers.get("Accept")).toBe("application/json");

    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 404 }));
    await expect(fetchJson("/api/missing", { method: "put" })).rejects.toThrow();
    expect(outcomes.map(({ method, url, status, traceId }) => ({ method, url, status, traceId }))).toEqual([
      { method: "GET", url: "/api/session", status: 200, traceId: "trace-1" },
      { method: "PUT", url: "/api/missing", status: 404, traceId: "trace-1" },
    ]);
    expect(outcomes[1]?.error).toBeDefined();
  });
});
