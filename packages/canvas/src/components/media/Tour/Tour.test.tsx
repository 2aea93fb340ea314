import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Tour from "./Tour";
import { TOUR_DEFAULT_DELAY_MS, TOUR_Z_INDEX, tourPropsSchema } from "./Tour.meta";
import { tourCompletionKey } from "./tourCompletion";

const props = (input: Record<string, unknown>) => tourPropsSchema.parse(input);

const steps = [
  { title: "Utilisation", content: "Trucks <strong>on a trip</strong>.", target: "#utilisation", disableBeacon: true },
  { title: "Idle trucks", content: "Parked trucks.", target: ".idle", disableBeacon: true, placement: "right" },
];

function Page({ children }: { children: ReactNode }) {
  return (
    <div>
      <div id="utilisation">Utilisation 87%</div>
      <div className="idle">Idle 14</div>
      {children}
    </div>
  );
}

const renderTour = (input: Record<string, unknown>) =>
  renderInCanvas(
    <Page>
      <Tour {...props({ id: "fleet", steps, ...input })} />
    </Page>,
  );

const stepDialog = (title: string) => screen.findByRole("alertdialog", { name: title });

describe("Tour", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it("starts from its 'Take the tour' button and walks through the steps to the end", async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn();
    renderTour({ onEnd });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Take the tour" }));

    const first = await stepDialog("Utilisation");
    expect(first.textContent).toContain("Trucks on a trip.");
    await user.click(screen.getByRole("button", { name: "Next (1 of 2)" }));
    expect((await stepDialog("Idle trucks")).textContent).toContain("Parked trucks.");
    await user.click(screen.getByRole("button", { name: "Done" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd.mock.calls[0]?.[0]).toBe("finished");
    expect(screen.getByRole("button", { name: "Take the tour" })).toHaveProperty("disabled", false);
    expect(window.localStorage.getItem(tourCompletionKey("fleet"))).toBeNull();
  });

  it("shows its tooltips above the page at z-index 1400", async () => {
    const user = userEvent.setup();
    renderTour({ startLabel: "Show me around" });
    await user.click(screen.getByRole("button", { name: "Show me around" }));
    await stepDialog("Utilisation");
    expect(TOUR_Z_INDEX).toBe(1400);
    const overlay = document.querySelector<HTMLElement>(".react-joyride__overlay");
    const floater = document.querySelector<HTMLElement>(".react-joyride__floater");
    expect(overlay?.style.zIndex).toBe("1400");
    expect(Number(floater?.style.zIndex)).toBeGreaterThanOrEqual(1400);
  });

  it("sanitises the HTML of a step", async () => {
    const user = userEvent.setup();
    const unsafe = [
      {
        title: "Unsafe",
        content:
          '<em>Kept</em><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
          "<style>body{display:none}</style>",
        target: "#utilisation",
        disableBeacon: true,
      },
    ];
    renderTour({ steps: unsafe });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    const dialog = await stepDialog("Unsafe");
    const content = dialog.querySelector(".sf-tour-step-content");
    expect(content?.querySelector("em")?.textContent).toBe("Kept");
    expect(content?.querySelector("script")).toBeNull();
    expect(content?.querySelector("style")).toBeNull();
    expect(content?.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(content?.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it("shows a beacon first unless disableBeacon is set", async () => {
    const user = userEvent.setup();
    renderTour({ steps: [{ title: "Utilisation", content: "Trucks.", target: "#utilisation" }] });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    const beacon = await screen.findByRole("button", { name: "Open the dialog" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(beacon);
    expect(await stepDialog("Utilisation")).toBeTruthy();
  });

  it("with autoRun starts by itself after 1500 ms and shows no start button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTour({ autoRun: true });
    expect(screen.queryByRole("button", { name: "Take the tour" })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(TOUR_DEFAULT_DELAY_MS - 100);
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(await stepDialog("Utilisation")).toBeTruthy();
  });

  it("with runOnce is remembered as completed when skipped, and never shown again", async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn();
    const first = renderTour({ runOnce: true, onEnd });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    await stepDialog("Utilisation");
    await user.click(screen.getByRole("button", { name: "Skip tour" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onEnd.mock.calls[0]?.[0]).toBe("skipped");
    expect(window.localStorage.getItem(tourCompletionKey("fleet"))).toBe("true");
    expect(screen.queryByRole("button", { name: "Take the tour" })).toBeNull();
    first.unmount();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTour({ runOnce: true, autoRun: true });
    act(() => {
      vi.advanceTimersByTime(TOUR_DEFAULT_DELAY_MS * 2);
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Take the tour" })).toBeNull();
  });

  it("with runOnce is remembered when finished; another tour id is not affected", async () => {
    const user = userEvent.setup();
    renderTour({ runOnce: true, steps: [steps[0]] });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    await stepDialog("Utilisation");
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(window.localStorage.getItem(tourCompletionKey("fleet"))).toBe("true"));
    renderTour({ id: "routes", runOnce: true });
    expect(screen.getByRole("button", { name: "Take the tour" })).toBeTruthy();
  });

  it("ends the tour, as skipped, from the close button", async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn();
    renderTour({ onEnd });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    await stepDialog("Utilisation");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onEnd.mock.calls[0]?.[0]).toBe("skipped");
  });

  it("logs a throwing onEnd and can run again", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const failure = new Error("boom");
    renderTour({
      onEnd: () => {
        throw failure;
      },
    });
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    await stepDialog("Utilisation");
    await user.click(screen.getByRole("button", { name: "Skip tour" }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith("Tour onEnd failed", failure));
    await user.click(screen.getByRole("button", { name: "Take the tour" }));
    expect(await stepDialog("Utilisation")).toBeTruthy();
    errors.mockRestore();
  });
});

describe("tour props", () => {
  it("default to a 1500 ms delay, the 'Take the tour' button, bottom placement and a beacon", () => {
    const parsed = props({ id: "fleet", steps: [{ content: "Hi", target: "#a" }] });
    expect(parsed).toMatchObject({ autoRun: false, delayMs: 1500, runOnce: false, startLabel: "Take the tour" });
    expect(parsed.steps[0]).toEqual({ content: "Hi", target: "#a", disableBeacon: false, placement: "bottom" });
  });

  it("accept the four placements only and need an id and a step", () => {
    for (const placement of ["top", "bottom", "left", "right"]) {
      expect(tourPropsSchema.safeParse({ id: "t", steps: [{ content: "", target: "#a", placement }] }).success).toBe(
        true,
      );
    }
    expect(
      tourPropsSchema.safeParse({ id: "t", steps: [{ content: "", target: "#a", placement: "center" }] }).success,
    ).toBe(false);
    expect(tourPropsSchema.safeParse({ id: "", steps: [{ content: "", target: "#a" }] }).success).toBe(false);
    expect(tourPropsSchema.safeParse({ id: "t", steps: [] }).success).toBe(false);
  });
});
