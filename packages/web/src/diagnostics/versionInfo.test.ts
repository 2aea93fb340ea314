import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compareVersions, loadVersionInfo, sendsTraceHeader, useVersionStore } from "./versionInfo";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("versions", () => {
  it("starts from the defaults metastore 0.6.0 and data model 0.0.1", () => {
    expect(useVersionStore.getState()).toMatchObject({ metastore: "0.6.0", datamodel: "0.0.1" });
    expect(sendsTraceHeader()).toBe(false);
  });

  it("compares versions part by part, as numbers", () => {
    expect(compareVersions("0.10.0", "0.9.1")).toBe(1);
    expect(compareVersions("0.8.4", "0.8.4")).toBe(0);
    expect(compareVersions("0.8", "0.8.4")).toBe(-1);
  });

  it("sends the trace header from metastore 0.8.4 on", () => {
    expect(sendsTraceHeader("0.8.3")).toBe(false);
    expect(sendsTraceHeader("0.8.4")).toBe(true);
    expect(sendsTraceHeader("1.0.0")).toBe(true);
  });

  it("takes the server's versions from GET api/web/v1/version", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" })));
    await expect(loadVersionInfo("http://localhost:3000/")).resolves.toEqual({
      metastore: "0.9.0",
      datamodel: "0.0.2",
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("http://localhost:3000/api/web/v1/version");
    expect(sendsTraceHeader()).toBe(true);
  });

  it("keeps the defaults and only logs when the call fails", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response("nope", { status: 404 }));
    await expect(loadVersionInfo("http://localhost:3000")).resolves.toMatchObject({ metastore: "0.6.0" });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
