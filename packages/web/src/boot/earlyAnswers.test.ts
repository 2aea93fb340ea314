import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetchInEachTest } from "../test/stubFetch";
import {
  EARLY_ANSWER_MAX_AGE_MS,
  earlyStorylineBody,
  keepEarlyStoryline,
  startEarlyRequest,
  takeEarlyAnswer,
} from "./earlyAnswers";

const fetchMock = stubFetchInEachTest();
afterEach(() => vi.useRealTimers());

const signedIn = (token: string, branch = "main") => new Headers({ Authorization: `Bearer ${token}`, Branch: branch });

describe("early answers", () => {
  it("hands a successful answer over once, to the same request", async () => {
    const holder = {};
    fetchMock.mockResolvedValue(new Response('{"name":"Ada"}', { status: 200, headers: { "X-Total-Count": "3" } }));

    void startEarlyRequest("/api/web/v1/storylines/ops", signedIn("token-1"), holder);

    const answer = await takeEarlyAnswer(
      `${window.location.origin}/api/web/v1/storylines/ops`,
      signedIn("token-1"),
      holder,
    );
    expect(answer).toMatchObject({ status: 200, bodyText: '{"name":"Ada"}' });
    expect(answer?.headers.get("X-Total-Count")).toBe("3");
    expect(takeEarlyAnswer("/api/web/v1/storylines/ops", signedIn("token-1"), holder)).toBeNull();
  });

  it("is not another token's, another branch's or another address's answer", () => {
    const holder = {};
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    void startEarlyRequest("/api/web/v1/storylines/ops", signedIn("token-1"), holder);

    expect(takeEarlyAnswer("/api/web/v1/storylines/ops", signedIn("token-2"), holder)).toBeNull();
    expect(takeEarlyAnswer("/api/web/v1/storylines/ops", signedIn("token-1", "draft"), holder)).toBeNull();
    expect(takeEarlyAnswer("/api/web/v1/storylines/other", signedIn("token-1"), holder)).toBeNull();
    expect(takeEarlyAnswer("/api/web/v1/storylines/ops", new Headers(), holder)).toBeNull();
    expect(takeEarlyAnswer("/api/web/v1/storylines/ops", signedIn("token-1"), holder)).not.toBeNull();
  });

  it("hands a refusal over as the answer, and keeps nothing of a request that did not reach the server", async () => {
    const holder = {};
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Storyline not found."}', { status: 404 }));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));

    void startEarlyRequest("/api/web/v1/storylines/none", signedIn("token-1"), holder);
    expect(await takeEarlyAnswer("/api/web/v1/storylines/none", signedIn("token-1"), holder)).toMatchObject({
      status: 404,
      bodyText: '{"message":"Storyline not found."}',
    });
    void startEarlyRequest("/api/session", signedIn("token-1"), holder);
    expect(await takeEarlyAnswer("/api/session", signedIn("token-1"), holder)).toBeNull();
  });

  it("does not hand over an answer older than the page's start", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const holder = {};
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    void startEarlyRequest("/api/session", signedIn("token-1"), holder);

    vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1);

    expect(takeEarlyAnswer("/api/session", signedIn("token-1"), holder)).toBeNull();
  });

  it("is nothing when the page started none", () => {
    expect(takeEarlyAnswer("/api/session", signedIn("token-1"), {})).toBeNull();
  });
});

describe("the early storyline", () => {
  it("is read once without being taken: the app's own request still gets the answer", async () => {
    const holder = {};
    fetchMock.mockResolvedValue(new Response('{"name":"ops"}', { status: 200 }));
    keepEarlyStoryline(startEarlyRequest("/api/web/v1/storylines/ops", signedIn("token-1"), holder), holder);

    expect(await earlyStorylineBody(holder)).toEqual({ name: "ops" });
    expect(await earlyStorylineBody(holder)).toBeNull();
    const taken = await takeEarlyAnswer(
      `${window.location.origin}/api/web/v1/storylines/ops`,
      signedIn("token-1"),
      holder,
    );
    expect(taken?.bodyText).toBe('{"name":"ops"}');
  });

  it("is nothing for a refusal, an answer that is not JSON, or a page that asked for none", async () => {
    const holder = {};
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Storyline not found."}', { status: 404 }));
    keepEarlyStoryline(startEarlyRequest("/api/web/v1/storylines/gone", signedIn("token-1"), holder), holder);
    expect(await earlyStorylineBody(holder)).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 200 }));
    keepEarlyStoryline(startEarlyRequest("/api/web/v1/storylines/odd", signedIn("token-1"), holder), holder);
    expect(await earlyStorylineBody(holder)).toBeNull();

    expect(await earlyStorylineBody({})).toBeNull();
  });

  it("is known to be asked for from the start of its request until it is read", async () => {
    const holder = {};
    expect(earlyStorylineBody(holder)).toBe(null);
    fetchMock.mockReturnValue(new Promise(() => {}));
    keepEarlyStoryline(startEarlyRequest("/api/web/v1/storylines/ops", signedIn("token-1"), holder), holder);
    expect(earlyStorylineBody(holder)).not.toBe(null);
    expect(earlyStorylineBody(holder)).toBe(null);
  });
});
