import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { AUTH_SCOPES } from "./oidcStorage";
import { passwordResetUrl, postLogoutRedirectUri } from "./providerPages";
import { createUserManager, sharedUserManager, userManagerSettings, withTabLock } from "./userManager";

const settings = makeClientSettings({
  auth: {
    clientId: "storyframe-demo",
    domain: "demo.storyframe.test",
    instance: "http://localhost:3000/oidc",
    tenantId: "demo",
    redirectUri: "http://localhost:5173/login-callback",
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("userManagerSettings", () => {
  it("configures the tenant's public client for the authorization code flow with refresh tokens", () => {
    const config = userManagerSettings(settings.auth);

    expect(config).toMatchObject({
      authority: "http://localhost:3000/oidc",
      client_id: "storyframe-demo",
      redirect_uri: "http://localhost:5173/login-callback",
      post_logout_redirect_uri: "http://localhost:5173/logout-callback",
      response_type: "code",
      scope: "openid offline_access",
      automaticSilentRenew: true,
    });
    expect(AUTH_SCOPES).toBe("openid offline_access");
    expect(config.client_secret).toBeUndefined();
  });

  it("caches the user in local storage", async () => {
    const { userStore } = userManagerSettings(settings.auth);

    expect(userStore).toBeInstanceOf(WebStorageStateStore);
    await userStore?.set("user:probe", "stored");
    expect(window.localStorage.getItem("oidc.user:probe")).toBe("stored");
    expect(window.sessionStorage.getItem("oidc.user:probe")).toBeNull();
  });
});

describe("postLogoutRedirectUri", () => {
  it("replaces the path of the sign-in redirect with the sign-out callback", () => {
    expect(postLogoutRedirectUri("https://demo.storyframe.test/login-callback")).toBe(
      "https://demo.storyframe.test/logout-callback",
    );
    expect(postLogoutRedirectUri("https://demo.storyframe.test:8443/login-callback?x=1#y")).toBe(
      "https://demo.storyframe.test:8443/logout-callback",
    );
  });
});

describe("passwordResetUrl", () => {
  it("points at the provider's password-reset page, returning to the sign-in callback", () => {
    expect(passwordResetUrl(settings.auth)).toBe(
      "http://localhost:3000/oidc/password-reset?client_id=storyframe-demo&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Flogin-callback",
    );
    expect(passwordResetUrl({ ...settings.auth, instance: "http://localhost:3000/oidc/" })).toMatch(
      /^http:\/\/localhost:3000\/oidc\/password-reset\?/,
    );
  });
});

describe("createUserManager", () => {
  it("builds a UserManager from the settings", () => {
    const manager = createUserManager(settings);

    expect(manager).toBeInstanceOf(UserManager);
    expect(manager.settings.authority).toBe("http://localhost:3000/oidc");
    expect(manager.settings.scope).toBe("openid offline_access");
    expect(manager.settings.post_logout_redirect_uri).toBe("http://localhost:5173/logout-callback");
    expect(manager.settings.automaticSilentRenew).toBe(true);
  });

  it("signs in again, back to the current page, when the token cannot be renewed", async () => {
    const manager = createUserManager(settings);
    const signinRedirect = vi.spyOn(manager, "signinRedirect").mockResolvedValue(undefined);
    window.history.replaceState(null, "", "/storylines/q3?chapter=2#top");

    await manager.events._raiseSilentRenewError(new Error("invalid_grant"));

    expect(signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3?chapter=2#top" } });
  });

  it("shares one client per tenant configuration", () => {
    expect(sharedUserManager(settings)).toBe(sharedUserManager(makeClientSettings({ auth: settings.auth })));
    expect(sharedUserManager(settings)).not.toBe(
      sharedUserManager(makeClientSettings({ auth: { ...settings.auth, clientId: "storyframe-acme" } })),
    );
  });
});

describe("token renewal across tabs", () => {
  type LockCallback = () => Promise<unknown>;

  /** Web Locks whose holder runs `whileWaiting` first, like another tab renewing while this one waits. */
  function stubLocks(whileWaiting: () => Promise<void> = async () => undefined) {
    const request = vi.fn(async (_name: string, callback: LockCallback) => {
      await whileWaiting();
      return callback();
    });
    vi.stubGlobal("navigator", { ...window.navigator, locks: { request } });
    return request;
  }

  /** A stored user whose token is due for renewal (the renewal starts a minute before expiry). */
  const dueUser = () => makeUser({ access_token: "old", expires_at: Math.floor(Date.now() / 1000) + 30 });

  it("uses the token another tab obtained while this one waited for its turn", async () => {
    const manager = createUserManager(settings);
    await manager.storeUser(dueUser());
    const renewedElsewhere = makeUser({ access_token: "renewed-elsewhere", refresh_token: "refresh-2" });
    const request = stubLocks(() => manager.storeUser(renewedElsewhere));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);

    const user = await manager.signinSilent();

    expect(user?.access_token).toBe("renewed-elsewhere");
    expect(request.mock.calls[0]?.[0]).toBe("storyframe token renewal http://localhost:3000/oidc storyframe-demo");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("renews with the refresh token itself when the stored token is due", async () => {
    const manager = createUserManager(settings);
    await manager.storeUser(dueUser());
    stubLocks();
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);

    await expect(manager.signinSilent()).rejects.toThrow();

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("http://localhost:3000/oidc/.well-known/openid-configuration");
  });

  it("runs without a lock where the browser has none", async () => {
    vi.stubGlobal("navigator", { userAgent: "test" });

    await expect(withTabLock("any", async () => "done")).resolves.toBe("done");
  });
});
