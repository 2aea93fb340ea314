import { ThemeProvider } from "@mui/material/styles";
import type { ApiToken } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { stubFetchInEachTest } from "../test/stubFetch";
import { ApiTokensPage } from "./ApiTokensPage";

const fetchMock = stubFetchInEachTest();
const SECRET = `sf_pat_${"x".repeat(43)}`;

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: "t1",
  kind: "personal",
  name: "Nightly export",
  tokenStart: "sf_pat_xxxxx",
  owner: { id: "u1", name: "Ada Lovelace" },
  tags: ["finance"],
  createdBy: "Ada Lovelace",
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: "2099-01-01T00:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers the token calls from `tokens` (a creation adds one, a revocation marks it); records what was sent. */
function serve(tokens: ApiToken[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith("/api/api-tokens/tags")) return json({ tags: ["finance", "sales"] });
    if (method === "POST") {
      const created = token({ id: "t2", name: "Fresh" });
      tokens.unshift(created);
      return json({ token: SECRET, apiToken: created }, 201);
    }
    if (method === "DELETE") {
      const id = url.split("/").at(-1);
      tokens.splice(0, tokens.length, ...tokens.map((item) => (item.id === id ? { ...item, revokedAt: "now" } : item)));
      return new Response(null, { status: 204 });
    }
    return json(tokens);
  });
  return sent;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ApiTokensPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useAppStore.setState({
    settings: makeClientSettings({ domainName: "demo" }),
    session: makeSession({ effectiveTags: ["api-tokens::create", "finance", "sales"] }),
  });
});
afterEach(resetAppStore);

describe("ApiTokensPage", () => {
  it("lists the user's tokens with their tags, last use and expiry", async () => {
    serve([token({ lastUsedAt: null })]);
    renderPage();
    const table = await screen.findByRole("table", { name: "Your tokens" });
    expect(within(table).getByText("Nightly export")).toBeTruthy();
    expect(within(table).getByText("finance")).toBeTruthy();
    expect(within(table).getByText("Never")).toBeTruthy();
    expect(within(table).getByText("1 Jan 2099")).toBeTruthy();
  });

  it("says so when there are no tokens, and offers to create one", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("No tokens yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create token" })).toBeTruthy();
  });

  it("explains who may create tokens to a user without api-tokens::create", async () => {
    useAppStore.setState({ session: makeSession({ effectiveTags: ["finance"] }) });
    serve([]);
    renderPage();
    expect(await screen.findByText(/an administrator can give you the api-tokens::create tag/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create token" })).toBeNull();
  });

  it("creates a token with the chosen tags and shows its secret once, with a warning and a copy button", async () => {
    const sent = serve([]);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a personal token" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Fresh");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Tags" }));
    await userEvent.click(await screen.findByRole("option", { name: "finance" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create token" }));

    const secret = await screen.findByRole("dialog", { name: "Your new token" });
    expect(within(secret).getByTestId("token-secret").textContent).toBe(SECRET);
    expect(secret.textContent).toContain("it is shown only once");
    expect(sent.find((call) => call.method === "POST")?.body).toEqual({
      name: "Fresh",
      expiresInDays: 30,
      tags: ["finance"],
    });

    await userEvent.click(within(secret).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(secret).getByRole("button", { name: "Copied" })).toBeTruthy();

    await userEvent.click(within(secret).getByRole("button", { name: "I have copied it" }));
    await vi.waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    expect(await screen.findByText("Fresh")).toBeTruthy();
  });

  it("shows the server's reason on the tags field when a tag is refused", async () => {
    serve([]);
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/tags")) return json({ tags: ["finance"] });
      if (init?.method === "POST")
        return json({ message: "Bad Request", errors: { tags: ["You do not hold finance."] }, traceId: "t" }, 400);
      return json([]);
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Create token" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a personal token" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Fresh");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await within(dialog).findByText("You do not hold finance.")).toBeTruthy();
  });

  it("revokes a token only after confirmation", async () => {
    const sent = serve([token()]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Revoke Nightly export" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke token?" });
    expect(sent.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await vi.waitFor(() =>
      expect(sent.some((call) => call.method === "DELETE" && call.url.endsWith("/api/api-tokens/t1"))).toBe(true),
    );
    expect(await screen.findByText("Revoked")).toBeTruthy();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    fetchMock.mockImplementation(async () => json({ message: "Authentication is required.", traceId: "t" }, 401));
    renderPage();
    expect(await screen.findByText(/Your tokens could not be loaded. Authentication is required./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
