import { ThemeProvider } from "@mui/material/styles";
import { storylineSchema } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, type Mock } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { useNotificationStore } from "../shell/notifications";
import { StorylineViewer } from "../storyline/StorylineViewer";
import type { StorylineDocument } from "../storyline/storylineApi";
import { resetAppStore } from "./resetAppStore";
import { makeSession } from "./sessionFixture";
import { stubFetchInEachTest } from "./stubFetch";

/**
 * Renders the viewer of `document` as the app does, at the last of the address `entries`, after `probe` (a
 * component that reads or moves the address, for instance).
 */
export function renderStorylineViewer(
  document: StorylineDocument,
  entries: string | readonly string[] = "/storylines/ops",
  probe?: ReactNode,
): RenderResult {
  const addresses = typeof entries === "string" ? [entries] : [...entries];
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={addresses} initialIndex={addresses.length - 1}>
          {probe}
          <StorylineViewer document={document} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** Two frames, 'Overview' and 'Detail', of one template that shows the commentary 'Notes', and no data sources. */
export function twoFrameStoryline(): StorylineDocument {
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

/**
 * Before each test of the file, signs a user in and answers every request with preferences that turn slide
 * animation off; after each, forgets the answers and the notifications. Returns the fetch stand-in, for a test
 * that answers otherwise.
 */
export function setUpSignedInViewer(): Mock<typeof fetch> {
  const fetchMock = stubFetchInEachTest();
  beforeEach(() => {
    resetAppStore();
    useAppStore.getState().setSession(makeSession());
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ slideTransitionAnimationStyle: "none" })));
  });
  afterEach(() => {
    useNotificationStore.setState({ notifications: [] });
  });
  return fetchMock;
}
