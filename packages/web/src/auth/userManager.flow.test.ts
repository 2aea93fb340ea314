import { type INavigator, UserManager } from "oidc-client-ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerAsProvider, issuer, localAuth } from "../test/simulatedProvider";
import { userManagerSettings } from "./userManager";

// The real OpenID Connect client with the app's settings, against a provider simulated through fetch.

const fetchMock = vi.fn<typeof fetch>();
const visited: string[] = [];
const navigator: INavigator = {
  prepare: async () => ({
    navigate: async ({ url }) => {
      visited.push(url);
      return { url };
    },
    close: () => undefined,
  }),
  callback: async () => undefined,
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(answerAsProvider);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  visited.length = 0;
  window.localStorage.clear();
});

describe("the OpenID Connect client with the app's settings", () => {
  it("signs in with the authorization code and PKCE, keeping the user in local storage", async () => {
    const manager = new UserManager({ ...userManagerSettings(localAuth), automaticSilentRenew: false }, navigator);

    await manager.signinRedirect({ state: { originalPath: "/storylines/q3" } });

    const request = new URL(visited[0] ?? "");
    expect(`${request.origin}${request.pathname}`).toBe(`${issuer}/auth`);
    expect(request.searchParams.get("client_id")).toBe("storyframe-demo");
    expect(request.searchParams.get("redirect_uri")).toBe("http://localhost:3000/login-callback");
    expect(request.searchParams.get("response_type")).toBe("code");
    expect(request.searchParams.get("scope")).toBe("openid offline_access");
    expect(request.searchParams.get("code_challenge_method")).toBe("S256");
    expect(request.searchParams.get("code_challenge")).toBeTruthy();

    const state = request.searchParams.get("state") ?? "";
    const user = await manager.signinRedirectCallback(
      `http://localhost:3000/login-callback?code=code-1&state=${encodeURIComponent(state)}`,
    );

    expect(user.access_token).toBe("access-for-code-1");
    expect(user.refresh_token).toBe("refresh-1");
    expect(user.state).toEqual({ originalPath: "/storylines/q3" });
    const tokenForm = new URLSearchParams(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(tokenForm.get("code_verifier")).toBeTruthy();
    expect(tokenForm.get("client_secret")).toBeNull();
    expect(window.localStorage.getItem(`oidc.user:${issuer}:storyframe-demo`)).toContain("access-for-code-1");
  });

  it("signs out at the provider, coming back to the sign-out callback with the return path", async () => {
    const manager = new UserManager({ ...userManagerSettings(localAuth), automaticSilentRenew: false }, navigator);

    await manager.signoutRedirect({ state: { returnPath: "/storylines/q3" }, id_token_hint: "id-token-1" });

    const request = new URL(visited[0] ?? "");
    expect(`${request.origin}${request.pathname}`).toBe(`${issuer}/session/end`);
    expect(request.searchParams.get("post_logout_redirect_uri")).toBe("http://localhost:3000/logout-callback");
    expect(request.searchParams.get("id_token_hint")).toBe("id-token-1");

    const state = request.searchParams.get("state") ?? "";
    const response = await manager.signoutRedirectCallback(
      `http://localhost:3000/logout-callback?state=${encodeURIComponent(state)}`,
    );
    expect(response.userState).toEqual({ returnPath: "/storylines/q3" });
  });
});
