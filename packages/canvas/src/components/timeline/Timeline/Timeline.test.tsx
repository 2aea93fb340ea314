import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Timeline from "./Timeline";
import { timelinePropsSchema } from "./Timeline.meta";

const input = {
  groups: [
    { id: "HT-03", name: "HT-03" },
    { id: "HT-07", name: "HT-07" },
  ],
  activities: [
    { id: "haul", name: "Hauling", color: "green" },
    { id: "load", name: "Loading", color: "blue" },
  ],
  events: [
    {
      id: "a",
      groupId: "HT-03",
      activityId: "load",
      start: "2026-10-18 06:00",
      end: "2026-10-18 06:40",
      message: "Shovel SH-2",
    },
    {
      id: "b",
      groupId: "HT-03",
      activityId: "haul",
      start: "2026-10-18 06:40",
      end: "2026-10-18 09:10",
      message: "To crusher",
    },
    {
      id: "c",
      groupId: "HT-07",
      activityId: "haul",
      start: new Date(2026, 9, 18, 7),
      end: new Date(2026, 9, 18, 9),
      message: "To dump",
    },
  ],
};
// jsdom lays nothing out; vis-timeline keeps a timeline of no size hidden, so give elements a size.
const sizes = ["offsetWidth", "offsetHeight", "clientWidth", "clientHeight"] as const;
beforeEach(() => {
  for (const size of sizes)
    vi.spyOn(HTMLElement.prototype, size, "get").mockReturnValue(size.endsWith("Width") ? 800 : 40);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const props = (extra: Record<string, unknown> = {}) => timelinePropsSchema.parse({ input, ...extra });

async function eventButton(name: RegExp): Promise<HTMLElement> {
  return waitFor(() => screen.getByRole("button", { name }), { timeout: 5_000 });
}

describe("Timeline", () => {
  it("shows each event as a focusable item named by its activity, dates and message, and a legend", async () => {
    renderInCanvas(<Timeline {...props({ title: "Day shift" })} />);
    const haul = await eventButton(/^Hauling, 18 Oct 2026 @ 06:40 – 18 Oct 2026 @ 09:10, To crusher$/);
    expect(haul.tabIndex).toBe(0);
    expect(haul.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("group", { name: "Day shift: events" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Activities" }).textContent).toBe("HaulingLoading");
    expect(screen.getByText("HT-07")).toBeTruthy();
  });

  it("selects one event with Enter and toggles more with Ctrl or Shift, storing ids and reporting the events", async () => {
    const user = userEvent.setup();
    const onSelectionChanged = vi.fn((items: { message: string }[], api: CanvasCallbackApi) =>
      api.setParameter(
        "messages",
        items.map((item) => item.message),
      ),
    );
    const { runtime } = renderInCanvas(<Timeline {...props({ selectedParameter: "selected", onSelectionChanged })} />);
    (await eventButton(/To crusher$/)).focus();
    await user.keyboard("{Enter}");
    expect(runtime.getSnapshot().parameters.selected).toEqual(["b"]);
    await waitFor(() => expect(document.activeElement?.getAttribute("data-event-id")).toBe("b"));
    expect(runtime.getSnapshot().parameters.messages).toEqual(["To crusher"]);

    screen.getByRole("button", { name: /To dump$/ }).focus();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(runtime.getSnapshot().parameters.selected).toEqual(["b", "c"]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /To dump$/ }).getAttribute("aria-pressed")).toBe("true"),
    );

    screen.getByRole("button", { name: /To crusher$/ }).focus();
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(runtime.getSnapshot().parameters.selected).toEqual(["c"]);

    screen.getByRole("button", { name: /Shovel SH-2$/ }).focus();
    await user.keyboard(" ");
    expect(runtime.getSnapshot().parameters.selected).toEqual(["a"]);
    expect(onSelectionChanged).toHaveBeenCalledTimes(4);
    expect(onSelectionChanged.mock.lastCall?.[0]).toEqual([expect.objectContaining({ id: "a", groupId: "HT-03" })]);

    await user.keyboard("{Escape}");
    expect(runtime.getSnapshot().parameters.selected).toEqual([]);
    expect(onSelectionChanged.mock.lastCall?.[0]).toEqual([]);
  });

  it("does not report a click that leaves the selection as it was", async () => {
    const user = userEvent.setup();
    const onSelectionChanged = vi.fn();
    renderInCanvas(<Timeline {...props({ onSelectionChanged })} />);
    (await eventButton(/To crusher$/)).focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(onSelectionChanged).toHaveBeenCalledTimes(1);
  });

  it("follows the selected parameter when it changes elsewhere", async () => {
    const { runtime, container } = renderInCanvas(<Timeline {...props({ selectedParameter: "selected" })} />, {
      parameters: { selected: ["a"] },
    });
    await eventButton(/To crusher$/);
    await waitFor(() => expect(container.querySelectorAll(".vis-item.vis-selected")).toHaveLength(1));
    act(() => runtime.setParameter("selected", ["b", "c"]));
    await waitFor(() => expect(container.querySelectorAll(".vis-item.vis-selected")).toHaveLength(2));
    expect(screen.getByRole("button", { name: /To crusher$/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Shovel SH-2$/ }).getAttribute("aria-pressed")).toBe("false");
  });

  it("logs a failing onSelectionChanged instead of breaking", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onSelectionChanged = () => {
      throw new Error("bad template");
    };
    renderInCanvas(<Timeline {...props({ onSelectionChanged })} />);
    (await eventButton(/To crusher$/)).focus();
    await user.keyboard("{Enter}");
    expect(errors).toHaveBeenCalledWith("Timeline onSelectionChanged failed", expect.any(Error));
    errors.mockRestore();
  });

  it("says 'No input provided.' without input and 'No events to show.' without events", () => {
    const { unmount } = renderInCanvas(<Timeline {...timelinePropsSchema.parse({})} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
    unmount();
    renderInCanvas(<Timeline {...timelinePropsSchema.parse({ input: { groups: [], activities: [], events: [] } })} />);
    expect(screen.getByText("No events to show.")).toBeTruthy();
  });

  it("escapes markup in the tooltip vis-timeline writes as HTML", async () => {
    const hostile = {
      ...input,
      events: [
        {
          id: "x",
          groupId: "HT-03",
          activityId: "haul",
          start: "2026-10-18 06:00",
          end: "2026-10-18 07:00",
          message: "<img src=x onerror=alert(1)>",
        },
      ],
    };
    const { container } = renderInCanvas(<Timeline {...timelinePropsSchema.parse({ input: hostile })} />);
    const item = await eventButton(/onerror/);
    expect(container.querySelector("img")).toBeNull();
    expect(item.getAttribute("aria-label")).toContain("<img src=x onerror=alert(1)>");
  });
});
