import { User, UserManager } from "oidc-client-ts";
import { afterEach, describe, expect, it } from "vitest";
import { userManagerSettings } from "../auth/userManager";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { readStoredSignIn, readStoredUser } from "./storedSignIn";

const { auth } = makeClientSettings();
const now = Date.UTC(2026, 0, 1, 12);
const seconds = now / 1000;
const key = `oidc.user:${auth.instance}:${auth.clientId}`;

function store(user: Record<string, unknown>, storageKey = key): void {
  window.localStorage.setItem(storageKey, JSON.stringify(user));
}

const read = () => readStoredSignIn(window.localStorage, auth.instance, auth.clientId, now);

afterEach(() => {
  window.localStorage.clear();
});

describe("readStoredSignIn", () => {
  it("finds the user the app's OpenID Connect client stored, with its access token", async () => {
    const manager = new UserManager({ ...userManagerSettings(auth), automaticSilentRenew: false });
    await manager.storeUser(
      new User({ access_token: "token-1", token_type: "Bearer", profile: {} as never, expires_at: 2_000_000_000 }),
    );

    expect(read()).toEqual({ kind: "signedIn", accessToken: "token-1" });
  });

  it("takes a token as good until it expires, and one without an expiry as good", () => {
    store({ access_token: "token-1", expires_at: seconds + 1 });
    expect(read()).toEqual({ kind: "signedIn", accessToken: "token-1" });

    store({ access_token: "token-2" });
    expect(read()).toEqual({ kind: "signedIn", accessToken: "token-2" });
  });

  it("leaves an expired token with a refresh token to the app to renew", () => {
    store({ access_token: "token-1", expires_at: seconds, refresh_token: "refresh-1" });

    expect(read()).toEqual({ kind: "renewable" });
  });

  it("finds no sign-in for an expired token without a refresh token, none stored, or another client's", () => {
    store({ access_token: "token-1", expires_at: seconds - 60 });
    expect(read()).toEqual({ kind: "none" });

    window.localStorage.clear();
    expect(read()).toEqual({ kind: "none" });

    store({ access_token: "token-1", refresh_token: "refresh-1" }, `oidc.user:${auth.instance}:another-client`);
    expect(read()).toEqual({ kind: "none" });
  });

  it("finds no sign-in in a stored user that is not JSON", () => {
    window.localStorage.setItem(key, "{not json");

    expect(read()).toEqual({ kind: "none" });
  });
});

describe("readStoredUser", () => {
  const readUser = (marginSeconds = 120) =>
    readStoredUser(window.localStorage, auth.instance, auth.clientId, now, marginSeconds);

  it("reads the user the app's OpenID Connect client stored, as the app reads a user", async () => {
    const manager = new UserManager({ ...userManagerSettings(auth), automaticSilentRenew: false });
    await manager.storeUser(
      new User({
        access_token: "token-1",
        id_token: "id-1",
        refresh_token: "refresh-1",
        token_type: "Bearer",
        profile: {} as never,
        expires_at: 2_000_000_000,
      }),
    );

    expect(readUser()).toEqual({
      access_token: "token-1",
      expired: false,
      refresh_token: "refresh-1",
      id_token: "id-1",
    });
  });

  it("leaves to the client a token within the margin of its end, one without an end, or none", () => {
    store({ access_token: "token-1", expires_at: seconds + 120 });
    expect(readUser()).toBeNull();
    expect(readUser(60)).toEqual({ access_token: "token-1", expired: false });

    store({ access_token: "token-2" });
    expect(readUser()).toBeNull();

    store({ refresh_token: "refresh-1", expires_at: seconds + 3600 });
    expect(readUser()).toBeNull();

    window.localStorage.setItem(key, "{not json");
    expect(readUser()).toBeNull();
  });
});
