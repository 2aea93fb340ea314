import { ThemeProvider } from "@mui/material/styles";
import { DEFAULT_USER_PREFERENCES } from "@storyframe/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVersionStore } from "../api/contentVersion";
import { createQueryClient } from "../app/queryClient";
import { RouteDataPrefetch } from "../app/RouteDataPrefetch";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { usePageHeaderStore } from "../shell/pageHeader";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { StorylinePage } from "./StorylinePage";
import { storylineQuery } from "./storylineQuery";

const STORYLINE_ADDRESS = "/metastore/api/web/v1/storylines/fleet-operations";

const storylineAnswer = {
  id: "fleet-operations",
  name: "fleet-operations",
  title: "Fleet operations",
  chapters: [
    {
      name: "c1",
      pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "Haulage", templateName: "card", data: {} }] }],
    },
  ],
  dataSources: [],
  templates: { card: { jsx: "<h3>Tonnes hauled</h3>", css: "", includes: [] } },
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

function answerStorylineApp(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(String(input), window.location.origin);
  if (pathname === STORYLINE_ADDRESS) return Promise.resolve(json(storylineAnswer));
  if (pathname.endsWith("/api/preferences")) return Promise.resolve(json(DEFAULT_USER_PREFERENCES));
  if (pathname.endsWith("/api/web/v1/version")) return Promise.resolve(json({}));
  return Promise.resolve(new Response("{}", { status: 404 }));
}

const storylineRequests = () =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), window.location.origin).pathname === STORYLINE_ADDRESS,
  );

const fetchMock = vi.fn<typeof fetch>();

function AtStoryline({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={["/storylines/fleet-operations"]}>{children}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings(), session: makeSession() });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
  usePageHeaderStore.setState({ header: null, owner: null });
});

describe("StorylinePage", () => {
  it("says 'Loading Storyline...' on the page and in the title while the storyline loads", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={["/storylines/fleet-operations"]}>
            <Routes>
              <Route path="/storylines/:storyline" element={<StorylinePage />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole("status")).textContent).toBe("Loading Storyline...");
    expect(usePageHeaderStore.getState().header?.title).toBe("Loading Storyline...");
  });

  it("requests the storyline once when the route prefetch loaded it before the page opened", async () => {
    fetchMock.mockImplementation(answerStorylineApp);
    const client = createQueryClient();
    const { rerender } = render(
      <AtStoryline client={client}>
        <RouteDataPrefetch />
      </AtStoryline>,
    );
    await waitFor(() =>
      expect(client.getQueryState(storylineQuery("fleet-operations", "main").queryKey)?.status).toBe("success"),
    );
    rerender(
      <AtStoryline client={client}>
        <Routes>
          <Route path="/storylines/:storyline" element={<StorylinePage />} />
        </Routes>
      </AtStoryline>,
    );
    expect(await screen.findByRole("heading", { name: "Tonnes hauled" })).toBeTruthy();
    expect(storylineRequests()).toHaveLength(1);
  });

  it("asks for the current version when the storyline is opened again", async () => {
    fetchMock.mockImplementation(answerStorylineApp);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (
      <AtStoryline client={client}>
        <Routes>
          <Route path="/storylines/:storyline" element={<StorylinePage />} />
        </Routes>
      </AtStoryline>
    );
    const first = render(page);
    expect(await screen.findByRole("heading", { name: "Tonnes hauled" })).toBeTruthy();
    first.unmount();
    render(page);
    expect(await screen.findByRole("heading", { name: "Tonnes hauled" })).toBeTruthy();
    await waitFor(() => expect(storylineRequests()).toHaveLength(2));
  });
});
