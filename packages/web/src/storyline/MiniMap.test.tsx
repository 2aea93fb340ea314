import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStorylineViewer, setUpSignedInViewer, twoFrameStoryline } from "../test/storylineViewer";
import { PREVIEW_DELAY_MS } from "./MiniMap";

setUpSignedInViewer();
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const renderViewer = (path: string) => renderStorylineViewer(twoFrameStoryline(), path);

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
    // Within act, so that what a timer sets is drawn before each look: a preview opened too early shows at once.
    fireEvent.pointerEnter(entry);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 50));
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerLeave(entry);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.pointerEnter(entry);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS));
    expect(screen.getByRole("tooltip").textContent).toContain("Detail");
    fireEvent.pointerLeave(entry);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
