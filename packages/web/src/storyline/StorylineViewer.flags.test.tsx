import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useNotificationStore } from "../shell/notifications";
import { renderStorylineViewer, setUpSignedInViewer, twoFrameStoryline } from "../test/storylineViewer";

const renderViewer = (path: string) => renderStorylineViewer(twoFrameStoryline(), path);

async function viewer(): Promise<HTMLElement> {
  await screen.findByText("Notes");
  const element = document.querySelector<HTMLElement>(".sf-viewer");
  if (!element) throw new Error("The viewer is not shown.");
  return element;
}

const fetchMock = setUpSignedInViewer();

describe("StorylineViewer query flags", () => {
  it("shows the title, the mini-map and the commentary without flags", async () => {
    renderViewer("/storylines/ops");
    expect((await viewer()).className).not.toMatch(/is-export|hide-/);
    expect(screen.getByTestId("frame-title").textContent).toBe("Overview");
    expect(screen.getByRole("navigation", { name: "Storyline map" })).toBeTruthy();
  });

  it("marks an export with isExport=1, whose styles hide the filters, the mini-map and the buttons", async () => {
    renderViewer("/storylines/ops?isExport=1");
    expect((await viewer()).classList.contains("is-export")).toBe(true);
  });

  it("leaves out the frame's title bar with hideTitleBar=1", async () => {
    renderViewer("/storylines/ops?hideTitleBar=1");
    expect((await viewer()).classList.contains("hide-title-bar")).toBe(true);
    expect(screen.queryByTestId("frame-title")).toBeNull();
  });

  it("leaves out the mini-map with hideMinimap=1", async () => {
    renderViewer("/storylines/ops?hideMinimap=1");
    expect((await viewer()).classList.contains("hide-minimap")).toBe(true);
    expect(screen.queryByRole("navigation", { name: "Storyline map" })).toBeNull();
  });

  it("marks the commentary hidden with hideCommentary=1", async () => {
    renderViewer("/storylines/ops?hideCommentary=1");
    expect((await viewer()).classList.contains("hide-commentary")).toBe(true);
  });

  it("gives the storyline the page's one h1 and the frame an h2", async () => {
    renderViewer("/storylines/ops");
    await viewer();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Operations");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Overview");
  });
});

describe("StorylineViewer settings", () => {
  it("says 'An error occurred while loading settings from the Core API.' when the preferences cannot be loaded", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "No access." }), { status: 403 }));
    renderViewer("/storylines/ops");
    await viewer();
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((notification) => notification.message)).toEqual([
        "An error occurred while loading settings from the Core API.",
      ]),
    );
    expect(useNotificationStore.getState().notifications[0]?.details).toContain("403");
  });
});
