import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { fetchJson } from "../api/fetchJson";
import { createInFlightCounter } from "../api/inFlight";
import { installDiagnostics } from "./installDiagnostics";

const fetchMock = vi.fn<typeof fetch>();
let consoleError: MockInstance;
let stopDiagnostics: () => void;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  stopDiagnostics = installDiagnostics(createInFlightCounter());
});
afterEach(() => {
  stopDiagnostics();
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const url = (path: string) => `${window.location.origin}${path}`;

describe("diagnostics", () => {
  it.each([400, 403, 404])("log a failed answer with status %i to the console", async (status) => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "No." }), { status }));
    await expect(fetchJson(url("/api/web/v1/storylines/ops"))).rejects.toThrow();
    expect(consoleError).toHaveBeenCalledWith(`GET /api/web/v1/storylines/ops failed with ${status}.`);
  });

  it("do not log successful answers, nor requests that got no answer at all", async () => {
    fetchMock.mockResolvedValueOnce(new Response("[]"));
    await fetchJson(url("/api/web/v1/menu-items"));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(fetchJson(url("/api/web/v1/menu-items"))).rejects.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
