import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authorizationFor, provideAccessToken } from "./accessToken";
import { fetchJson } from "./fetchJson";

const fetchMock = vi.fn<typeof fetch>();
const apiUrls = [
  "https://core.storyframe.test",
  "https://meta.storyframe.test/metastore",
  "https://data.storyframe.test",
];
let stop: () => void = () => undefined;

function authorizationSent(call = 0): string | null {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get("Authorization");
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => new Response("{}", { status: 200 }));
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("bearer token on API calls", () => {
  it.each([
    ["the SPA's own origin (relative)", "/api/session"],
    ["the SPA's own origin (absolute)", `${window.location.origin}/api/things`],
    ["the core API", "https://core.storyframe.test/api/web/v1/menu"],
    ["the metastore", "https://meta.storyframe.test/metastore/storylines/q3"],
    ["the dynamic data API", "https://data.storyframe.test/query"],
  ])("sends the signed-in user's token to %s", async (_where, url) => {
    stop = provideAccessToken(async () => "token-1", apiUrls);

    await fetchJson(url);

    expect(authorizationSent()).toBe("Bearer token-1");
  });

  it.each([
    ["another site", "https://elsewhere.example/api/session"],
    ["another port of the same host", "https://core.storyframe.test:8443/api"],
    ["plain HTTP to an HTTPS API", "http://core.storyframe.test/api"],
    ["a look-alike host", "https://core.storyframe.test.evil.example/api"],
  ])("never sends it to %s", async (_where, url) => {
    stop = provideAccessToken(async () => "token-1", apiUrls);

    await fetchJson(url);

    expect(authorizationSent()).toBeNull();
  });

  it("sends no header while nobody is signed in", async () => {
    stop = provideAccessToken(async () => null, apiUrls);

    await fetchJson("/api/session");

    expect(authorizationSent()).toBeNull();
  });

  it("sends no header when the token store cannot be read", async () => {
    stop = provideAccessToken(() => Promise.reject(new Error("storage disabled")), apiUrls);

    await fetchJson("/api/session");

    expect(authorizationSent()).toBeNull();
  });

  it("keeps an Authorization header the caller set", async () => {
    stop = provideAccessToken(async () => "token-1", apiUrls);

    await fetchJson("/api/things", { headers: { Authorization: "Bearer caller-token" } });

    expect(authorizationSent()).toBe("Bearer caller-token");
  });

  it("stops sending the token once stopped, and without any provider", async () => {
    provideAccessToken(async () => "token-1", apiUrls)();

    await fetchJson("/api/session");

    expect(authorizationSent()).toBeNull();
    expect(await authorizationFor("/api/session")).toBeNull();
  });

  it("asks for the token on every retry, so a renewed token is used", async () => {
    vi.useFakeTimers();
    try {
      const tokens = ["token-1", "token-2"];
      stop = provideAccessToken(async () => tokens.shift() ?? null, apiUrls);
      fetchMock.mockResolvedValueOnce(new Response("{}", { status: 503 }));

      const call = fetchJson("/api/things");
      await vi.advanceTimersByTimeAsync(2000);
      await call;

      expect(authorizationSent(0)).toBe("Bearer token-1");
      expect(authorizationSent(1)).toBe("Bearer token-2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a token it already has without waiting, and asks the source again behind it", async () => {
    const tokens = ["token-1", "token-2"];
    const inAnHour = () => Date.now() + 3_600_000;
    stop = provideAccessToken(async () => ({ token: tokens.shift() ?? "token-3", expiresAtMs: inAnHour() }), apiUrls);
    await fetchJson("/api/things");

    const second = fetchJson("/api/things");
    // Sent in this task: nothing was awaited before the request left.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await second;
    await fetchJson("/api/things");

    expect([authorizationSent(0), authorizationSent(1), authorizationSent(2)]).toEqual([
      "Bearer token-1",
      "Bearer token-1",
      "Bearer token-2",
    ]);
  });

  it("asks the source once behind several requests that reuse its token", async () => {
    const source = vi.fn(async () => ({ token: "token-1", expiresAtMs: Date.now() + 3_600_000 }));
    stop = provideAccessToken(source, apiUrls);
    await fetchJson("/api/things");

    await Promise.all([fetchJson("/api/a"), fetchJson("/api/b"), fetchJson("/api/c")]);

    expect(source).toHaveBeenCalledTimes(2);
    expect(authorizationSent(3)).toBe("Bearer token-1");
  });

  it("waits for the source when the token it has is about to expire", async () => {
    stop = provideAccessToken(async () => ({ token: "token-1", expiresAtMs: Date.now() + 10_000 }), apiUrls);
    await fetchJson("/api/things");

    const second = fetchJson("/api/things");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await second;

    expect(authorizationSent(1)).toBe("Bearer token-1");
  });

  it("sends no header once the source says nobody is signed in any more", async () => {
    const answers: (string | null)[] = ["token-1", null];
    stop = provideAccessToken(async () => answers.shift() ?? null, apiUrls);
    await fetchJson("/api/things");
    await authorizationFor("/api/things");

    await fetchJson("/api/things");

    expect(authorizationSent(1)).toBeNull();
  });

  it("lets a later provider replace an earlier one without the earlier stop undoing it", async () => {
    const stopFirst = provideAccessToken(async () => "first", apiUrls);
    stop = provideAccessToken(async () => "second", apiUrls);
    stopFirst();

    expect(await authorizationFor("/api/session")).toBe("Bearer second");
  });
});
