import { describe, expect, it } from "vitest";
import { stubFetchInEachTest } from "../test/stubFetch";
import { startEarlySession, takeEarlySession } from "./earlySession";

const fetchMock = stubFetchInEachTest();

describe("the early session request", () => {
  it("asks for the session with the token, and hands its answer over once", async () => {
    fetchMock.mockResolvedValue(new Response('{"name":"Ada"}', { status: 200 }));

    startEarlySession("token-1");

    expect(fetchMock).toHaveBeenCalledWith("/api/session", {
      headers: { Accept: "application/json", Authorization: "Bearer token-1" },
    });
    expect(await takeEarlySession()).toBe('{"name":"Ada"}');
    expect(await takeEarlySession()).toBeNull();
  });

  it("asks without a token for an anonymous visitor", () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));

    startEarlySession(null);

    expect(fetchMock).toHaveBeenCalledWith("/api/session", { headers: { Accept: "application/json" } });
  });

  it("hands over nothing for a refused or failed request, which the app then makes itself", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"expired"}', { status: 401 }));
    startEarlySession("token-1");
    expect(await takeEarlySession()).toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    startEarlySession("token-1");
    expect(await takeEarlySession()).toBeNull();
  });

  it("is nothing when the page started none", async () => {
    expect(await takeEarlySession()).toBeNull();
  });
});
