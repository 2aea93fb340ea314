import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeAuthClient, makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { lazyAuthClient } from "./lazyAuthClient";

const library = vi.hoisted(() => ({ sharedUserManager: vi.fn() }));
vi.mock("./userManager", () => library);

const idleTasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock("../storyline/whenIdleAfterPaint", () => ({
  whenIdleAfterPaint: (task: () => void) => {
    idleTasks.push(task);
    return () => {};
  },
}));

const settings = makeClientSettings();
const key = `oidc.user:${settings.auth.instance}:${settings.auth.clientId}`;
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

let client = makeAuthClient(makeUser());

beforeEach(() => {
  client = makeAuthClient(makeUser());
  library.sharedUserManager.mockReturnValue(client);
});

afterEach(() => {
  window.localStorage.clear();
  idleTasks.length = 0;
  vi.clearAllMocks();
});

describe("lazyAuthClient", () => {
  it("reads a stored token at once, and hands over to the client 5 s later, once the page is idle", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    window.localStorage.setItem(key, JSON.stringify({ access_token: "stored-1", expires_at: inSeconds(3600) }));
    const auth = lazyAuthClient(settings);

    expect(await auth.getUser()).toEqual({ access_token: "stored-1", expired: false });
    expect(await auth.getUser()).toEqual({ access_token: "stored-1", expired: false });
    vi.advanceTimersByTime(4_999);
    expect(idleTasks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(library.sharedUserManager).not.toHaveBeenCalled();
    expect(idleTasks).toHaveLength(1);

    idleTasks[0]?.();
    await vi.waitFor(() => expect(client.getUser).toHaveBeenCalledTimes(1));
    expect(library.sharedUserManager).toHaveBeenCalledWith(settings);
    expect((await auth.getUser())?.access_token).toBe("access-token-1");
  });

  it("asks the client when no token is stored, or the stored one is about to end", async () => {
    const auth = lazyAuthClient(settings);
    expect((await auth.getUser())?.access_token).toBe("access-token-1");

    window.localStorage.setItem(key, JSON.stringify({ access_token: "stored-1", expires_at: inSeconds(30) }));
    expect((await lazyAuthClient(settings).getUser())?.access_token).toBe("access-token-1");
    expect(client.getUser).toHaveBeenCalledTimes(2);
    expect(idleTasks).toHaveLength(0);
  });

  it("loads the client for everything else, and passes the arguments on", async () => {
    const auth = lazyAuthClient(settings);
    await auth.signinRedirect({ state: { originalPath: "/storylines/q3" } });
    await auth.removeUser();

    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3" } });
    expect(client.removeUser).toHaveBeenCalledTimes(1);
    expect(library.sharedUserManager).toHaveBeenCalledTimes(1);
  });
});

describe("lazyAuthClient when the library does not download", () => {
  it("keeps using the stored token, and tries the download again on the next call", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    window.localStorage.setItem(key, JSON.stringify({ access_token: "stored-1", expires_at: inSeconds(3600) }));
    library.sharedUserManager.mockImplementationOnce(() => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const auth = lazyAuthClient(settings);

    expect((await auth.getUser())?.access_token).toBe("stored-1");
    vi.runAllTimers();
    vi.useRealTimers();
    idleTasks[0]?.();
    await vi.waitFor(() => expect(library.sharedUserManager).toHaveBeenCalledTimes(1));
    await expect(auth.signinSilent()).resolves.toBeNull();
    expect(library.sharedUserManager).toHaveBeenCalledTimes(2);
  });
});
