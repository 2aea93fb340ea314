import { type INavigator, UserManager } from "oidc-client-ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userManagerSettings } from "../auth/userManager";
import { answerAsProvider, issuer, localAuth } from "../test/simulatedProvider";
import { createSignInRequest, type SignInRequestOptions } from "./signInRequest";

const options: SignInRequestOptions = {
  authorizationEndpoint: `${issuer}/auth`,
  authority: localAuth.instance,
  clientId: localAuth.clientId,
  redirectUri: localAuth.redirectUri,
  originalPath: "/storylines/fleet-operations?chapter=2#top",
};

const fetchMock = vi.fn<typeof fetch>();
const noNavigation: INavigator = {
  prepare: async () => ({ navigate: async ({ url }) => ({ url }), close: () => undefined }),
  callback: async () => undefined,
};

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(answerAsProvider);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.localStorage.clear();
});

describe("createSignInRequest", () => {
  it("asks the provider for an authorization code with PKCE, as the app's client asks", async () => {
    const request = await createSignInRequest(options);

    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect([...url.searchParams.keys()]).toEqual([
      "client_id",
      "redirect_uri",
      "response_type",
      "scope",
      "state",
      "code_challenge",
      "code_challenge_method",
    ]);
    expect(url.searchParams.get("client_id")).toBe("storyframe-demo");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/login-callback");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid offline_access");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("keeps its state under oidc.<state>, with a verifier whose S256 hash is the challenge", async () => {
    const request = await createSignInRequest(options, crypto, Date.UTC(2026, 0, 1));

    const url = new URL(request.url);
    const stateId = url.searchParams.get("state") ?? "";
    const state = JSON.parse(request.stateValue);
    expect(stateId).toMatch(/^[0-9a-f]{32}$/);
    expect(request.stateKey).toBe(`oidc.${stateId}`);
    expect(state).toEqual({
      id: stateId,
      data: { originalPath: "/storylines/fleet-operations?chapter=2#top" },
      created: Date.UTC(2026, 0, 1) / 1000,
      request_type: "si:r",
      code_verifier: state.code_verifier,
      authority: issuer,
      client_id: "storyframe-demo",
      redirect_uri: "http://localhost:3000/login-callback",
      scope: "openid offline_access",
    });
    expect(state.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("code_challenge")).toBe(await s256(state.code_verifier));
  });

  it("makes a new state and verifier for every request", async () => {
    const [first, second] = await Promise.all([createSignInRequest(options), createSignInRequest(options)]);

    expect(first.stateKey).not.toBe(second.stateKey);
    expect(JSON.parse(first.stateValue).code_verifier).not.toBe(JSON.parse(second.stateValue).code_verifier);
  });

  it("is completed by the app's sign-in callback, which returns to the original page", async () => {
    const request = await createSignInRequest(options);
    window.localStorage.setItem(request.stateKey, request.stateValue);
    const state = new URL(request.url).searchParams.get("state") ?? "";
    const manager = new UserManager({ ...userManagerSettings(localAuth), automaticSilentRenew: false }, noNavigation);

    const user = await manager.signinRedirectCallback(
      `http://localhost:3000/login-callback?code=code-1&state=${encodeURIComponent(state)}`,
    );

    expect(user.access_token).toBe("access-for-code-1");
    expect(user.state).toEqual({ originalPath: "/storylines/fleet-operations?chapter=2#top" });
    const tokenForm = new URLSearchParams(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(tokenForm.get("redirect_uri")).toBe("http://localhost:3000/login-callback");
    expect(await s256(tokenForm.get("code_verifier") ?? "")).toBe(
      new URL(request.url).searchParams.get("code_challenge"),
    );
    expect(window.localStorage.getItem(request.stateKey)).toBeNull();
    expect(window.localStorage.getItem(`oidc.user:${issuer}:storyframe-demo`)).toContain("access-for-code-1");
  });
});
