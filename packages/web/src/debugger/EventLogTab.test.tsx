import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { EventLogTab } from "./EventLogTab";
import { useEventLog } from "./eventLog";

afterEach(() => useEventLog.setState(useEventLog.getInitialState(), true));

describe("EventLogTab", () => {
  it("has Record Events off at first and the columns Time, Event Type, Name, Old Value, New Value", () => {
    renderWithTheme(<EventLogTab />);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "Record Events" }).checked).toBe(false);
    const columns = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(columns).toEqual(["Time", "Event Type", "Name", "Old Value", "New Value"]);
    expect(screen.getByText("Turn on Record Events to record what happens in the storyline.")).toBeTruthy();
  });

  it("turns recording on, and shows what was recorded newest first", () => {
    renderWithTheme(<EventLogTab />);
    fireEvent.click(screen.getByRole("switch", { name: "Record Events" }));
    expect(useEventLog.getState().recording).toBe(true);
    const { record } = useEventLog.getState();
    act(() => {
      record({ type: "Parameter Change", name: "site", oldValue: '"North"', newValue: '"South"' });
      record({ type: "Navigation", name: "position", oldValue: "c1/p1/overview", newValue: "c1/p1/detail" });
    });
    const [, newest, older] = screen.getAllByRole("row");
    expect(within(newest as HTMLElement).getByText("Navigation")).toBeTruthy();
    const cells = within(older as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(["Parameter Change", "site", '"North"', '"South"']);
    expect(cells[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
  });
});
