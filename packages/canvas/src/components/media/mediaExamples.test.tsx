import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { mediaComponents } from ".";
import { mediaComponentDocs } from "./docs";

const examples = namedExamples(mediaComponentDocs);

const exampleOf = (component: string, title: string) => findExample(mediaComponentDocs, component, title);

describe("media examples", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists TextToSpeech, Timer and Tour", () => {
    expect(mediaComponents.map((component) => component.name)).toEqual(["TextToSpeech", "Timer", "Tour"]);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.textContent?.trim()).not.toBe("");
  });

  it("the review countdown shows 05:00, writes its parameter and closes the review at the end", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { runtime } = renderExample("review", exampleOf("Timer", "Five minutes to review the plan"));
    const timer = await screen.findByRole("timer", { name: "Review time remaining" });
    expect(timer.textContent).toContain("05:00");
    act(() => {
      vi.advanceTimersByTime(240_000);
    });
    expect(runtime.getSnapshot().parameters.reviewSecondsLeft).toBe(60);
    expect(runtime.getSnapshot().parameters.reviewClosed).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(timer.textContent).toContain("00:00");
    expect(runtime.getSnapshot().parameters.reviewSecondsLeft).toBe(0);
    expect(runtime.getSnapshot().parameters.reviewClosed).toBe(true);
  });

  it("the dashboard tour points at the example's elements and reports how it ended", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("tour", exampleOf("Tour", "Two-step tour of a dashboard"));
    await user.click(await screen.findByRole("button", { name: "Take the tour" }));
    expect((await screen.findByRole("alertdialog", { name: "Utilisation" })).textContent).toContain("on a trip");
    // Moving on with Next opens the following step's tooltip straight away, without its beacon.
    await user.click(screen.getByRole("button", { name: "Next (1 of 2)" }));
    expect((await screen.findByRole("alertdialog", { name: "Idle trucks" })).textContent).toContain("two hours");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(runtime.getSnapshot().parameters.tourOutcome).toBe("finished"));
  });

  it("the narrated summary offers to play the paragraph", async () => {
    renderExample("summary", exampleOf("TextToSpeech", "Narrated summary"));
    expect(await screen.findByRole("button", { name: "Play narration" })).toBeTruthy();
  });
});
