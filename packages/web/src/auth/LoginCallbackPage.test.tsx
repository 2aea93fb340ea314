import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorResponse } from "oidc-client-ts";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AuthClientStub, makeAuthClient, makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { LocationProbe, renderWithAuth } from "../test/renderWithAuth";
import { LoginCallbackPage } from "./LoginCallbackPage";

const owner = { name: "Grace Hopper", emailAddress: "grace@demo.storyframe.test" };

let client: AuthClientStub;
const openExternal = vi.fn<(url: string) => void>();

function renderCallback(path: string, settings = makeClientSettings({ owner })) {
  return renderWithAuth(
    <Routes>
      <Route path="/login-callback" element={<LoginCallbackPage settings={settings} openExternal={openExternal} />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { client, settings, path },
  );
}

function providerError(error: string, description: string | null, originalPath = "/storylines/q3"): ErrorResponse {
  return new ErrorResponse({ error, error_description: description, userState: { originalPath } });
}

/** Lets the pending promises settle under fake timers. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  client = makeAuthClient();
});

afterEach(() => {
  vi.useRealTimers();
  openExternal.mockReset();
});

describe("LoginCallbackPage after a successful sign-in", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("completes the sign-in and goes to the original-path parameter after 100 ms", async () => {
    client.signinRedirectCallback.mockResolvedValue(makeUser({ userState: { originalPath: "/from-state" } }));

    renderCallback("/login-callback?code=abc&state=s1&original-path=%2Fstorylines%2Fq3%3Fchapter%3D2");
    await settle();

    expect(client.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(client.signinRedirectCallback.mock.calls[0]?.[0]).toBe(
      `${window.location.origin}/login-callback?code=abc&state=s1&original-path=%2Fstorylines%2Fq3%3Fchapter%3D2`,
    );
    expect(screen.getByRole("status").textContent).toContain("Loading…");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(screen.queryByTestId("location")).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId("location").textContent).toBe("/storylines/q3?chapter=2");
  });

  it("goes to the path the sign-in started from when there is no original-path parameter", async () => {
    client.signinRedirectCallback.mockResolvedValue(makeUser({ userState: { originalPath: "/storylines/q4#p2" } }));

    renderCallback("/login-callback?code=abc&state=s1");
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });

    expect(screen.getByTestId("location").textContent).toBe("/storylines/q4#p2");
  });

  it("goes home when neither says where, or when the target is another site", async () => {
    client.signinRedirectCallback.mockResolvedValue(makeUser({ userState: { originalPath: "https://evil.example" } }));

    renderCallback("/login-callback?code=abc&state=s1&original-path=%2F%2Fevil.example");
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });

    expect(screen.getByTestId("location").textContent).toBe("/");
  });
});

describe("LoginCallbackPage after a failed sign-in", () => {
  it("shows Access Denied with the error and the owner to ask for access", async () => {
    client.signinRedirectCallback.mockRejectedValue(
      providerError("access_denied", "User is not authorized to use Demo Analytics."),
    );

    renderCallback("/login-callback?error=access_denied&state=s1");

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("User is not authorized to use Demo Analytics.")).toBeTruthy();
    const contact = screen.getByRole("link", { name: /Grace Hopper/ });
    expect(contact.getAttribute("href")).toBe("mailto:grace@demo.storyframe.test");
    expect(contact.textContent).toContain("grace@demo.storyframe.test");
  });

  it("recognises access denial whatever the case of the text", async () => {
    client.signinRedirectCallback.mockRejectedValue(providerError("access_denied", "Not Authorized for this tenant"));

    renderCallback("/login-callback?error=access_denied&state=s1");

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
  });

  it("leaves the owner out of Access Denied when the tenant has none", async () => {
    client.signinRedirectCallback.mockRejectedValue(providerError("access_denied", "User is not authorized."));

    renderCallback("/login-callback?error=access_denied&state=s1", makeClientSettings({ owner: null }));

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows Login Failed, without the owner, for any other error", async () => {
    client.signinRedirectCallback.mockRejectedValue(providerError("server_error", "The provider is unavailable."));

    renderCallback("/login-callback?error=server_error&state=s1");

    expect(await screen.findByRole("heading", { level: 1, name: "Login Failed" })).toBeTruthy();
    expect(screen.getByText("The provider is unavailable.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the provider's error from the address when the answer matches no sign-in of this browser", async () => {
    client.signinRedirectCallback.mockRejectedValue(new Error("No matching state found in storage"));

    renderCallback(
      "/login-callback?error=access_denied&error_description=The%20user%20is%20not%20authorized%20for%20this%20tenant&state=x",
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("The user is not authorized for this tenant")).toBeTruthy();
    expect(screen.getByRole("link", { name: /grace@demo\.storyframe\.test/ }).getAttribute("href")).toBe(
      "mailto:grace@demo.storyframe.test",
    );
  });

  it("shows the failure's own message when the provider gave no description", async () => {
    client.signinRedirectCallback.mockRejectedValue(new Error("The user is not authorized to sign in here."));

    renderCallback("/login-callback?error=access_denied&state=s1");

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("The user is not authorized to sign in here.")).toBeTruthy();
  });

  it("shows why a sign-in answer could not be completed", async () => {
    client.signinRedirectCallback.mockRejectedValue(new Error("No matching state found in storage"));

    renderCallback("/login-callback?code=abc&state=old");

    expect(await screen.findByRole("heading", { level: 1, name: "Login Failed" })).toBeTruthy();
    expect(screen.getByText("No matching state found in storage")).toBeTruthy();
  });

  it("restarts the sign-in, back to where it started, on Try Again", async () => {
    client.signinRedirectCallback.mockRejectedValue(providerError("server_error", "Temporarily unavailable."));

    renderCallback("/login-callback?error=server_error&state=s1");
    await userEvent.click(await screen.findByRole("button", { name: "Try Again" }));

    expect(client.signinRedirect).toHaveBeenCalledTimes(1);
    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3" } });
  });

  it.each([
    ["code", providerError("AADB2C90118", null)],
    ["description", providerError("access_denied", "AADB2C90118: The user has forgotten their password.")],
  ])("starts the password reset when the error %s asks for it", async (_where, error) => {
    client.signinRedirectCallback.mockRejectedValue(error);

    renderCallback("/login-callback?error=access_denied&state=s1");

    await vi.waitFor(() => expect(openExternal).toHaveBeenCalledTimes(1));
    expect(openExternal).toHaveBeenCalledWith(
      "https://login.storyframe.test/password-reset?client_id=storyframe-web&redirect_uri=https%3A%2F%2Fdemo.storyframe.test%2Flogin-callback",
    );
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });
});

describe("LoginCallbackPage without a sign-in answer", () => {
  it("starts signing in afresh", async () => {
    renderCallback("/login-callback", makeClientSettings({ allowAnonymousAuthentication: false }));

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/" } }));
    expect(client.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it("goes home instead for a tenant whose visitors never sign in", async () => {
    renderCallback("/login-callback", makeClientSettings({ allowAnonymousAuthentication: true }));

    expect((await screen.findByTestId("location")).textContent).toBe("/");
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });
});
