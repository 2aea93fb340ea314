import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FrameToolbar } from "./FrameToolbar";
import type { StorylineFrame } from "./storylineFrames";

const frame: StorylineFrame = {
  id: "fleet/overview/headline",
  position: { chapterIndex: 0, pageIndex: 0, paragraphIndex: 1 },
  chapterName: "overview",
  pageName: "at-a-glance",
  name: "headline",
  title: "Headline figures",
  templateName: "fleet/kpi-strip",
  data: {},
  dataSources: [],
};

function renderToolbar(overrides: Partial<Parameters<typeof FrameToolbar>[0]> = {}) {
  const onMove = vi.fn();
  render(
    <FrameToolbar
      storylineTitle="Haul fleet operations"
      frame={frame}
      frameNumber={2}
      frameCount={5}
      canGoBack
      canGoForward
      onMove={onMove}
      {...overrides}
    />,
  );
  return { onMove };
}

afterEach(() => {
  cleanup();
});

describe("FrameToolbar", { timeout: 20_000 }, () => {
  it("shows the storyline and the frame as headings", () => {
    renderToolbar();
    expect(screen.getByRole("heading", { level: 1, name: "Haul fleet operations" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Headline figures" })).toBeTruthy();
  });

  it("groups the position and the previous and next buttons in one navigation, the bar a phone keeps at the bottom", async () => {
    const { onMove } = renderToolbar();
    const navigation = screen.getByRole("navigation", { name: "Frames" });
    expect(within(navigation).getByTestId("frame-position").textContent).toBe("2 / 5");
    await userEvent.click(within(navigation).getByRole("button", { name: "Previous frame" }));
    await userEvent.click(within(navigation).getByRole("button", { name: "Next frame" }));
    expect(onMove.mock.calls).toEqual([["previousParagraph"], ["nextParagraph"]]);
  });

  it("keeps the buttons in reading order, previous before next, for the keyboard", () => {
    renderToolbar();
    const buttons = within(screen.getByRole("navigation", { name: "Frames" })).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(["Previous frame", "Next frame"]);
  });

  it("disables the button that has nowhere to go", () => {
    renderToolbar({ frameNumber: 1, canGoBack: false });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous frame" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next frame" }).disabled).toBe(false);
  });

  it("has no navigation for a storyline of one frame", () => {
    renderToolbar({ frameNumber: 1, frameCount: 1, canGoBack: false, canGoForward: false });
    expect(screen.queryByRole("navigation", { name: "Frames" })).toBeNull();
    expect(screen.queryByTestId("frame-position")).toBeNull();
  });
});
