import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { type AuthClientStub, makeAuthClient, makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { renderWithAuth } from "../test/renderWithAuth";
import { resetAppStore } from "../test/resetAppStore";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import { AuthClientFactoryContext, AuthProvider } from "./AuthContext";
import { AuthGate } from "./AuthGate";

const fetchMock = vi.fn<typeof fetch>();
const signedInSettings = makeClientSettings({ allowAnonymousAuthentication: false });
const anonymousSettings = makeClientSettings({ allowAnonymousAuthentication: true });
let client: AuthClientStub;

function jsonAnswer(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
}

function renderGate(settings = signedInSettings, path = "/storylines/q3?chapter=2#top") {
  return renderWithAuth(
    <AuthGate settings={settings}>
      <p>Shell</p>
    </AuthGate>,
    { client, settings, path },
  );
}

function authorizationSent(call = 0): string | null {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get("Authorization");
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeAuthClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
});

describe("AuthGate without a signed-in user", () => {
  it("keeps the loading screen and signs in, coming back to the same address", async () => {
    renderGate();

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledTimes(1));
    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3?chapter=2#top" } });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.queryByText("Shell")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("renews an expired token with the refresh token before asking to sign in", async () => {
    client.getUser.mockResolvedValue(makeUser({ expires_at: Math.floor(Date.now() / 1000) - 60 }));
    client.signinSilent.mockResolvedValue(makeUser({ access_token: "renewed-token" }));
    fetchMock.mockResolvedValue(jsonAnswer(200, makeSession()));

    renderGate();

    expect(await screen.findByText("Shell")).toBeTruthy();
    expect(client.signinSilent).toHaveBeenCalledTimes(1);
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });

  it("signs in when the refresh token is no longer good either", async () => {
    client.getUser.mockResolvedValue(makeUser({ expires_at: Math.floor(Date.now() / 1000) - 60 }));
    client.signinSilent.mockRejectedValue(new Error("invalid_grant"));

    renderGate();

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Shell")).toBeNull();
  });

  it("explains when the sign-in service cannot be reached, and tries again", async () => {
    client.signinRedirect.mockRejectedValueOnce(new TypeError("Failed to fetch"));

    renderGate();

    expect(await screen.findByRole("heading", { level: 1, name: "unable to reach the sign-in service" })).toBeTruthy();
    expect(screen.getByTestId("WifiOffIcon")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("status").textContent).toContain("Loading…");
  });
});

describe("AuthGate with a signed-in user", () => {
  beforeEach(() => {
    client.getUser.mockResolvedValue(makeUser({ access_token: "token-1" }));
  });

  it("loads the session with the access token, then shows the shell", async () => {
    const session = makeSession();
    fetchMock.mockResolvedValue(jsonAnswer(200, session));

    renderGate();

    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(await screen.findByText("Shell")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/session");
    expect(authorizationSent()).toBe("Bearer token-1");
    expect(useAppStore.getState().session).toEqual(session);
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });

  it("offers to sign in again when the server does not accept the token", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(401, { message: "The access token has expired." }));

    renderGate();

    expect(await screen.findByRole("heading", { level: 1, name: "Your sign-in is no longer valid." })).toBeTruthy();
    expect(screen.getByText("The access token has expired. Please sign in again.")).toBeTruthy();
    expect(screen.queryByText("Shell")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Sign in again" }));

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledTimes(1));
    expect(client.removeUser).toHaveBeenCalledTimes(1);
    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3?chapter=2#top" } });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
  });

  it("offers to sign in again with another account when the token is of another tenant", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(403, { message: "The token belongs to another tenant." }));

    renderGate();

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "You cannot use this site with the account you signed in with.",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeTruthy();
  });

  it("reports a session that cannot be loaded and loads it again on Try Again", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, makeSession()));

    renderGate();

    expect(
      await screen.findByRole("heading", { level: 1, name: "unable to load your session from the Core API" }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    expect(await screen.findByText("Shell")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("AuthGate for a tenant that allows anonymous use", () => {
  it("never signs in (no sign-in client is even made) and loads the anonymous session without a token", async () => {
    // Even a user left over from an earlier sign-in is not used.
    client.getUser.mockResolvedValue(makeUser());
    fetchMock.mockResolvedValue(jsonAnswer(200, anonymousSession));

    const createClient = vi.fn(() => client);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AuthClientFactoryContext value={createClient}>
            <AuthProvider settings={anonymousSettings}>
              <AuthGate settings={anonymousSettings}>
                <p>Shell</p>
              </AuthGate>
            </AuthProvider>
          </AuthClientFactoryContext>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(await screen.findByText("Shell")).toBeTruthy();
    expect(client.signinRedirect).not.toHaveBeenCalled();
    expect(client.getUser).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/session");
    expect(authorizationSent()).toBeNull();
    expect(useAppStore.getState().session).toEqual({
      name: "Anonymous",
      picture: null,
      roles: [],
      effectiveTags: [],
      isDeveloper: false,
      anonymous: true,
      userId: null,
      email: null,
    });
  });

  it("only offers to try again when the anonymous session cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(401, { message: "Sign-in required." }));

    renderGate(anonymousSettings);

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "An error occurred while loading your session from the Core API.",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });
});
