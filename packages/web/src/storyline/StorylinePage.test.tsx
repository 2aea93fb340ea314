import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { usePageHeaderStore } from "../shell/pageHeader";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { StorylinePage } from "./StorylinePage";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings(), session: makeSession() });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
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
});
