import { afterEach, describe, expect, it } from "vitest";
import { branchStorageKey } from "../app/branchChoiceStorage";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { stubFetchInEachTest } from "../test/stubFetch";
import { takeEarlyAnswer } from "./earlyAnswers";
import { startEarlySession, startEarlyStoryline } from "./earlyRequests";

const fetchMock = stubFetchInEachTest();
afterEach(() => window.localStorage.clear());

const origin = window.location.origin;
const ownSettings = (overrides: Parameters<typeof makeClientSettings>[0] = {}) =>
  makeClientSettings({ metastoreUrl: `${origin}/`, activeBranch: "live", ...overrides });

/** The headers of each request sent, by address. */
function sentHeaders(): Map<string, Headers> {
  return new Map(fetchMock.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers)]));
}

/** Resolves once the boot script has sent `count` requests. */
async function requestsSent(count: number): Promise<void> {
  for (let turn = 0; turn < 20 && fetchMock.mock.calls.length < count; turn += 1) await Promise.resolve();
  expect(fetchMock).toHaveBeenCalledTimes(count);
}

const contentHeaders = (datamodel: string) =>
  new Headers({ Authorization: "Bearer token-1", Branch: "live", BranchState: "clean", DataModelVersion: datamodel });

describe("the early session request", () => {
  it("asks for the session with the token, or without one for an anonymous visitor", async () => {
    fetchMock.mockImplementation(async () => new Response('{"name":"Ada"}', { status: 200 }));

    startEarlySession("token-1");
    startEarlySession(null);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/session", "/api/session"]);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(first?.get("Authorization")).toBe("Bearer token-1");
    expect(second?.get("Authorization")).toBeNull();
    expect(await takeEarlyAnswer("/api/session", new Headers({ Authorization: "Bearer token-1" }))).toMatchObject({
      bodyText: '{"name":"Ada"}',
    });
    expect(await takeEarlyAnswer("/api/session", new Headers())).not.toBeNull();
  });
});

describe("the early storyline request", () => {
  it("asks for the versions, then for the storyline with the data model they name", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/version")
        ? new Response('{"metastore":"0.9.0","datamodel":"0.0.2"}', { status: 200 })
        : new Response('{"id":"fleet ops"}', { status: 200 }),
    );

    startEarlyStoryline(ownSettings(), "token-1", "/storylines/fleet%20ops");
    await requestsSent(2);

    const storyline = `${origin}/api/web/v1/storylines/fleet%20ops`;
    expect([...sentHeaders().keys()]).toEqual([`${origin}/api/web/v1/version`, storyline]);
    expect(sentHeaders().get(storyline)?.get("DataModelVersion")).toBe("0.0.2");
    expect(sentHeaders().get(storyline)?.get("x-trace-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await takeEarlyAnswer(`${origin}/api/web/v1/version`, contentHeaders("0.0.1"))).not.toBeNull();
    expect(await takeEarlyAnswer(storyline, contentHeaders("0.0.2"))).toMatchObject({ bodyText: '{"id":"fleet ops"}' });
  });

  it("asks with the default data model when the versions cannot be read, as the app does", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/version") ? new Response("", { status: 503 }) : new Response("{}", { status: 200 }),
    );

    startEarlyStoryline(ownSettings(), "token-1", "/storylines/ops");
    await requestsSent(2);

    const storyline = `${origin}/api/web/v1/storylines/ops`;
    expect(sentHeaders().get(storyline)?.get("DataModelVersion")).toBe("0.0.1");
    expect(sentHeaders().get(storyline)?.has("x-trace-id")).toBe(false);
    expect(await takeEarlyAnswer(storyline, contentHeaders("0.0.1"))).not.toBeNull();
  });

  it("asks nothing on other pages, for a visitor who chose a branch, or from another origin's content API", async () => {
    startEarlyStoryline(ownSettings(), "token-1", "/admin/users");
    startEarlyStoryline(
      ownSettings({ metastoreUrl: "https://metastore.elsewhere.test" }),
      "token-1",
      "/storylines/ops",
    );
    window.localStorage.setItem(branchStorageKey("u-dev"), "draft");
    startEarlyStoryline(ownSettings(), "token-1", "/storylines/ops");
    await Promise.resolve();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
