import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { Bootstrap } from "./Bootstrap";
import { createQueryClient } from "./queryClient";
import { theme } from "./theme";

const fetchMock = vi.fn<typeof fetch>();

function jsonAnswer(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
}

function renderApp(path = "/") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Bootstrap />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  document.title = "Storyframe";
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
});

describe("Bootstrap", () => {
  it("shows the loading state, then the tenant's shell and home page", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, makeClientSettings()));

    renderApp();

    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Demo Analytics logo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Demo Analytics/ }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Demo Analytics");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/settings/client");
  });

  it("routes unknown paths to the not-found page", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, makeClientSettings()));

    renderApp("/no/such/page");

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "We're sorry, but the requested resource does not exist.",
      }),
    ).toBeTruthy();
  });

  it("shows the maintenance page instead of the app while the tenant is in maintenance", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, makeClientSettings({ maintenanceMode: { title: null, body: "Back at noon." } })),
    );

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
    fetchMock.mockResolvedValueOnce(jsonAnswer(404, { message: "Tenant not found." }));
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, makeClientSettings()));

    renderApp();

    expect(await screen.findByRole("heading", { level: 1, name: "Tenant not found." })).toBeTruthy();
    expect(screen.getByText("No tenant is configured for this domain.")).toBeTruthy();
    expect(document.title).toBe("Storyframe");

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
});
