import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createInFlightCounter } from "../api/inFlight";
import { syncInFlightCount } from "../app/store";
import { renderWithTheme } from "../test/renderWithTheme";
import { resetAppStore } from "../test/resetAppStore";
import { InFlightIndicator } from "./InFlightIndicator";

afterEach(resetAppStore);

describe("InFlightIndicator", () => {
  it("shows a progress bar only while API calls are under way", () => {
    const counter = createInFlightCounter();
    const stopSync = syncInFlightCount(counter);
    renderWithTheme(<InFlightIndicator />);
    expect(screen.queryByRole("progressbar")).toBeNull();

    act(() => {
      counter.increment();
      counter.increment();
    });
    expect(screen.getByRole("progressbar", { name: "Loading data" })).toBeTruthy();

    act(() => counter.decrement());
    expect(screen.getByRole("progressbar", { name: "Loading data" })).toBeTruthy();

    act(() => counter.decrement());
    expect(screen.queryByRole("progressbar")).toBeNull();
    stopSync();
  });
});
