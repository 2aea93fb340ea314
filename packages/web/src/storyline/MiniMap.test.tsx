import { ThemeProvider } from "@mui/material/styles";
import { storylineSchema } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { useNotificationStore } from "../shell/notifications";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { PREVIEW_DELAY_MS } from "./MiniMap";
import { StorylineViewer } from "./StorylineViewer";
import type { StorylineDocument } from "./storylineApi";

/** Two frames of one template, and no data sources. */
function twoFrames(): StorylineDocument {
  const storyline = storylineSchema.parse({
    name: "ops",
    title: "Operations",
    chapters: [
      {
        name: "c1",
        pages: [
          {
            name: "p1",
            paragraphs: ["Overview", "Detail"].map((title) => ({ name: title, title, templateName: "card" })),
          },
        ],
      },
    ],
  });
  return {
    ...storyline,
    id: "ops",
    dataSources: [],
    templates: { card: { jsx: `<p className="sf-commentary">Notes</p>`, css: "", includes: [] } },
    missingTemplates: [],
  };
}

const fetchMock = vi.fn<typeof fetch>();

function renderViewer(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <StorylineViewer document={twoFrames()} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setSession(makeSession());
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ slideTransitionAnimationStyle: "none" })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  useNotificationStore.setState({ notifications: [] });
  window.localStorage.clear();
});

const map = () => screen.getByRole("navigation", { name: "Storyline map" });

describe("MiniMap", () => {
  it("folds to a rail with a named toggle and opens again", async () => {
    renderViewer("/storylines/ops");
    await userEvent.click(await screen.findByRole("button", { name: "Hide storyline map" }));
    const show = screen.getByRole("button", { name: "Show storyline map" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    expect(map().className).toContain("sf-minimap--collapsed");
    expect(screen.queryByRole("button", { name: "Detail" })).toBeNull();

    await userEvent.click(show);
    expect(screen.getByRole("button", { name: "Hide storyline map" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Detail" })).toBeTruthy();
  });

  it("remembers that it was folded", async () => {
    const first = renderViewer("/storylines/ops");
    await userEvent.click(await screen.findByRole("button", { name: "Hide storyline map" }));
    first.unmount();

    renderViewer("/storylines/ops");
    expect(await screen.findByRole("button", { name: "Show storyline map" })).toBeTruthy();
  });

  it("previews a frame only once the pointer rests on its title, and closes it when the pointer leaves", async () => {
    renderViewer("/storylines/ops");
    const entry = await screen.findByRole("button", { name: "Detail" });
    vi.useFakeTimers();
    fireEvent.pointerEnter(entry);
    vi.advanceTimersByTime(PREVIEW_DELAY_MS - 50);
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerLeave(entry);
    vi.advanceTimersByTime(PREVIEW_DELAY_MS);
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.pointerEnter(entry);
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS);
    expect(screen.getByRole("tooltip").textContent).toContain("Detail");
    fireEvent.pointerLeave(entry);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
