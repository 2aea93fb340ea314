import { ThemeProvider } from "@mui/material/styles";
import { type ClientSettings, pageBootstrapElement, pageBootstrapJson } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthClientFactoryContext } from "../auth/AuthContext";
import { type AuthClientStub, makeAuthClient, makeUser } from "../test/authClientStub";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import { Bootstrap } from "./Bootstrap";
import { createQueryClient } from "./queryClient";
import { theme } from "./theme";

const fetchMock = vi.fn<typeof fetch>();
const SETTINGS_URL = "/api/settings/client";
let client: AuthClientStub;

function jsonAnswer(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
}

/** Client settings of a tenant whose users sign in, with `overrides` applied. */
function signInSettings(overrides: Partial<ClientSettings> = {}): ClientSettings {
  return makeClientSettings({ allowAnonymousAuthentication: false, ...overrides });
}

/** Answers the settings call with `settings` (one answer per call, the last one repeated) and the session call. */
function serve(...settings: Response[]) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === "/api/session") return jsonAnswer(200, makeSession());
    return (settings.length > 1 ? settings.shift() : settings[0]?.clone()) ?? jsonAnswer(500, {});
  });
}

function settingsCalls(): number {
  return fetchMock.mock.calls.filter(([input]) => input === SETTINGS_URL).length;
}

function renderApp(path = "/") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AuthClientFactoryContext value={() => client}>
            <Bootstrap />
          </AuthClientFactoryContext>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  document.title = "Storyframe";
  client = makeAuthClient(makeUser());
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
});

describe("Bootstrap", () => {
  it("shows the loading state, then the tenant's shell and home page", async () => {
    serve(jsonAnswer(200, signInSettings()));

    renderApp();

    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Demo Analytics logo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Demo Analytics/ }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Demo Analytics");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/settings/client");
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toBeTruthy();
  });

  it("takes the settings the server wrote into the page, without asking for them", async () => {
    const settings = signInSettings({ tenantName: "Page Analytics" });
    const inPage = document.createElement("template");
    inPage.innerHTML = pageBootstrapElement(pageBootstrapJson({ settings, authorizationEndpoint: null }));
    const element = inPage.content.firstElementChild as Element;
    document.head.append(element);
    serve(jsonAnswer(500, {}));

    try {
      renderApp();

      expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
      expect(document.title).toBe("Page Analytics");
      expect(settingsCalls()).toBe(0);
    } finally {
      element.remove();
    }
  });

  it("routes unknown paths to the not-found page", async () => {
    serve(jsonAnswer(200, signInSettings()));

    renderApp("/no/such/page");

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "We're sorry, but the requested resource does not exist.",
      }),
    ).toBeTruthy();
  });

  it("shows the maintenance page instead of the app while the tenant is in maintenance", async () => {
    serve(jsonAnswer(200, signInSettings({ maintenanceMode: { title: null, body: "Back at noon." } })));

    renderApp();

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "This site is currently undergoing maintenance.",
      }),
    ).toBeTruthy();
    expect(screen.getByText("Back at noon.")).toBeTruthy();
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
    expect(screen.queryByText("Welcome")).toBeNull();
  });

  it("explains an unknown tenant and starts once Try Again succeeds", async () => {
    serve(jsonAnswer(404, { message: "Tenant not found." }), jsonAnswer(200, signInSettings()));

    renderApp();

    expect(await screen.findByRole("heading", { level: 1, name: "Tenant not found." })).toBeTruthy();
    expect(screen.getByText("No tenant is configured for this domain.")).toBeTruthy();
    expect(document.title).toBe("Storyframe");

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(settingsCalls()).toBe(2);
  });

  it("reports a connection failure as a connectivity problem", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    renderApp();

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "unable to load tenant settings from the Core API",
      }),
    ).toBeTruthy();
    expect(screen.getByTestId("WifiOffIcon")).toBeTruthy();
  });

  it("signs in before showing the shell, coming back to the same address", async () => {
    client = makeAuthClient(null);
    serve(jsonAnswer(200, signInSettings()));

    renderApp("/storylines/q3?chapter=2");

    await vi.waitFor(() => expect(client.signinRedirect).toHaveBeenCalledTimes(1));
    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { originalPath: "/storylines/q3?chapter=2" } });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(settingsCalls()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("completes the sign-in at /login-callback without a signed-in user, then shows the app", async () => {
    client = makeAuthClient(null);
    client.signinRedirectCallback.mockImplementation(async () => {
      client.getUser.mockResolvedValue(makeUser());
      return makeUser({ userState: { originalPath: "/" } });
    });
    serve(jsonAnswer(200, signInSettings()));

    renderApp("/login-callback?code=abc&state=s1");

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(client.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });

  it("shows the login error card at /login-callback", async () => {
    client = makeAuthClient(null);
    client.signinRedirectCallback.mockRejectedValue(new Error("No matching state found in storage"));
    serve(jsonAnswer(200, signInSettings({ owner: { name: "Grace Hopper", emailAddress: "grace@demo.test" } })));

    renderApp("/login-callback?error=access_denied&error_description=The%20user%20is%20not%20authorized&state=x");

    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Grace Hopper/ }).getAttribute("href")).toBe("mailto:grace@demo.test");
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });

  it("lets anonymous visitors in without signing in when the tenant allows it", async () => {
    client = makeAuthClient(null);
    fetchMock.mockImplementation(async (input) =>
      String(input) === "/api/session"
        ? jsonAnswer(200, anonymousSession)
        : jsonAnswer(200, makeClientSettings({ allowAnonymousAuthentication: true })),
    );

    renderApp();

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Anonymous" })).toBeTruthy();
    expect(client.signinRedirect).not.toHaveBeenCalled();
  });
});
