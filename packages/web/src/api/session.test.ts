import { describe, expect, it } from "vitest";
import { startEarlySession } from "../boot/earlyRequests";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import { stubFetchInEachTest } from "../test/stubFetch";
import { ApiError } from "./apiError";
import { classifySessionError, loadSession, MalformedSessionError, parseSession } from "./session";

describe("loadSession", () => {
  const fetchMock = stubFetchInEachTest();

  it("loads the session from /api/session", async () => {
    const session = makeSession({ picture: "https://cdn.storyframe.test/ada.png", isDeveloper: true });
    fetchMock.mockResolvedValue(new Response(JSON.stringify(session), { status: 200 }));

    await expect(loadSession()).resolves.toEqual(session);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/session");
  });

  it("rejects an answer that is not a session", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ name: "Ada" }), { status: 200 }));

    await expect(loadSession()).rejects.toBeInstanceOf(MalformedSessionError);
  });
});

describe("loadSession after the page's early request", () => {
  const fetchMock = stubFetchInEachTest();

  it("takes the session the page asked for before the app loaded, asking nothing more", async () => {
    const session = makeSession();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(session), { status: 200 }));
    startEarlySession(null);

    expect(await loadSession()).toEqual(session);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("loads the session itself when the page's answer was not JSON, and after the first time", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 200 }));
    startEarlySession(null);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(anonymousSession), { status: 200 }));

    expect(await loadSession()).toEqual(anonymousSession);
    expect(await loadSession()).toEqual(anonymousSession);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/session", "/api/session", "/api/session"]);
  });
});

describe("parseSession", () => {
  it("accepts the anonymous session", () => {
    expect(parseSession(anonymousSession)).toEqual(anonymousSession);
  });

  it.each([
    ["no object", "Ada"],
    ["a missing name", { ...makeSession(), name: undefined }],
    ["a numeric picture", { ...makeSession(), picture: 1 }],
    ["roles that are not strings", { ...makeSession(), roles: [1] }],
    ["missing tags", { ...makeSession(), effectiveTags: undefined }],
    ["a textual flag", { ...makeSession(), anonymous: "false" }],
    ["a numeric user id", { ...makeSession(), userId: 7 }],
  ])("rejects %s", (_what, body) => {
    expect(parseSession(body)).toBeNull();
  });
});

describe("classifySessionError", () => {
  function apiError(status: number | undefined, body?: unknown): ApiError {
    return new ApiError({ status, body, bodyText: body === undefined ? "" : JSON.stringify(body) });
  }

  it("offers to sign in again when the token is not accepted", () => {
    expect(classifySessionError(apiError(401, { message: "The access token has expired." }), false)).toEqual({
      error: {
        type: "Generic",
        title: "Your sign-in is no longer valid.",
        detail: "The access token has expired. Please sign in again.",
      },
      recovery: "signIn",
    });
  });

  it("offers to sign in again with another account when the token is of another tenant", () => {
    const failure = classifySessionError(apiError(403, { message: "The token belongs to another tenant." }), false);

    expect(failure.recovery).toBe("signIn");
    expect(failure.error.title).toBe("You cannot use this site with the account you signed in with.");
    expect(failure.error.detail).toBe(
      "The token belongs to another tenant. Sign in again with an account of this organisation.",
    );
  });

  it("only offers to try again to an anonymous visitor", () => {
    const failure = classifySessionError(apiError(401, { message: "Sign-in required." }), true);

    expect(failure.recovery).toBe("retry");
    expect(failure.error.detail).toBe("Response: 401 — Sign-in required.");
  });

  it("reports a connection failure as a connectivity problem", () => {
    expect(classifySessionError(apiError(undefined), false)).toEqual({
      error: {
        type: "Connectivity",
        title: "unable to load your session from the Core API",
        detail: "Please check that you are connected to the corporate network or VPN, then try again.",
      },
      recovery: "retry",
    });
  });

  it("reports other failures with the response", () => {
    expect(classifySessionError(apiError(500, { message: "Database unavailable." }), false).error).toEqual({
      type: "Generic",
      title: "An error occurred while loading your session from the Core API.",
      detail: "Response: 500 — Database unavailable.",
    });
    expect(classifySessionError(new MalformedSessionError(), false).error.detail).toBe(
      "The session received from the Core API is not in the expected format.",
    );
  });
});
