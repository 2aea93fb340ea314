import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { isoDate } from "../../../template/localDates";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Calendar from "./Calendar";
import { calendarPropsSchema } from "./Calendar.meta";
import { isoMonth, monthTitle } from "./monthGrid";

const events = [
  { start: "2026-10-12", end: "2026-10-14", title: "Primary crusher shutdown" },
  { start: "2026-10-13", title: "HT-03 service" },
  { start: "2026-10-13", title: "HT-11 brake test" },
  { start: "2026-10-13", title: "Shovel greasing" },
];
const props = (extra: Record<string, unknown> = {}) =>
  calendarPropsSchema.parse({ events, month: "2026-10", ...extra });
const cell = (date: string) => screen.getByRole("gridcell", { name: new RegExp(`^\\w+ ${date}`) });

/** Today's cell (the grid also shows the ends of the months around, so the day number alone is ambiguous). */
function todayCell(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${isoDate(new Date())}"]`);
  if (found === null) throw new Error("Today's cell is not shown.");
  return found;
}

describe("Calendar", () => {
  it("shows the month as a grid of days named for screen readers, with their events", () => {
    renderInCanvas(<Calendar {...props({ title: "Workshop plan" })} />);
    expect(screen.getByRole("grid", { name: "October 2026" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    expect(cell("12 October 2026").getAttribute("aria-label")).toBe("Monday 12 October 2026, 1 event");
    expect(within(cell("14 October 2026")).getByText("Primary crusher shutdown")).toBeTruthy();
    expect(screen.getByText("Workshop plan")).toBeTruthy();
  });

  it("lists at most maxEventsPerDay events and counts the rest as '+n more'", () => {
    renderInCanvas(<Calendar {...props()} />);
    const busy = cell("13 October 2026");
    expect(
      within(busy)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Primary crusher shutdown", "HT-03 service", "+2 more"]);
  });

  it("changes month with Previous, Next and Today, keeping it in the month parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Calendar {...props({ monthParameter: "month" })} />);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "November 2026" })).toBeTruthy();
    expect(runtime.getSnapshot().parameters.month).toBe("2026-11");
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(runtime.getSnapshot().parameters.month).toBe("2026-09");
    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(screen.getByRole("grid", { name: monthTitle(isoMonth(new Date())) })).toBeTruthy();
    expect(todayCell().tabIndex).toBe(0);
  });

  it("moves through the days with the keyboard and chooses one with Enter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Calendar {...props({ dateParameter: "day" })} />);
    expect(cell("1 October 2026").tabIndex).toBe(0);
    // Previous, Today and Next come first; the grid is one Tab stop, on its focused day.
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(document.activeElement).toBe(cell("1 October 2026"));
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement).toBe(cell("9 October 2026"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(cell("11 October 2026"));
    await user.keyboard("{Enter}");
    expect(runtime.getSnapshot().parameters.day).toBe("2026-10-11");
    expect(cell("11 October 2026").getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "November 2026" })).toBeTruthy();
    expect(document.activeElement).toBe(cell("11 November 2026"));
  });

  it("chooses a day by click, showing a day of the next month in its month", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Calendar {...props({ dateParameter: "day" })} />);
    await user.click(cell("1 November 2026"));
    expect(runtime.getSnapshot().parameters.day).toBe("2026-11-01");
    expect(screen.getByRole("grid", { name: "November 2026" })).toBeTruthy();
  });

  it("makes events buttons that hand the event to onEventClick", async () => {
    const user = userEvent.setup();
    const onEventClick = vi.fn((event: { title: string }, api: CanvasCallbackApi) =>
      api.setParameter("event", event.title),
    );
    const { runtime } = renderInCanvas(<Calendar {...props({ onEventClick, dateParameter: "day" })} />);
    await user.click(within(cell("12 October 2026")).getByRole("button", { name: "Primary crusher shutdown" }));
    expect(runtime.getSnapshot().parameters.event).toBe("Primary crusher shutdown");
    expect(runtime.getSnapshot().parameters.day).toBeUndefined();
  });

  it("marks today", () => {
    renderInCanvas(<Calendar {...calendarPropsSchema.parse({ events: [] })} />);
    const today = isoDate(new Date());
    expect(screen.getByRole("grid", { name: monthTitle(today.slice(0, 7)) })).toBeTruthy();
    expect(todayCell().tabIndex).toBe(0);
  });

  it("refuses a month that is not YYYY-MM", () => {
    expect(calendarPropsSchema.safeParse({ month: "October" }).error?.issues[0]?.message).toBe(
      "Use YYYY-MM, e.g. 2026-10.",
    );
  });

  it("shows a month when its parameter holds no month yet, or a full date", () => {
    const { unmount } = renderInCanvas(<Calendar {...props({ monthParameter: "month" })} />, {
      parameters: { month: null },
    });
    expect(screen.getByRole("grid", { name: "October 2026" })).toBeTruthy();
    unmount();
    renderInCanvas(<Calendar {...props({ monthParameter: "month" })} />, { parameters: { month: "2026-12-24" } });
    expect(screen.getByRole("grid", { name: "December 2026" })).toBeTruthy();
  });
});
