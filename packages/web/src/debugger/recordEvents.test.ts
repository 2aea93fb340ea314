import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debugDataFetch, debugTarget } from "../test/debugTargetFixture";
import type { EventLogEntry } from "./eventLog";
import { observeTarget } from "./recordEvents";

type Recorded = Omit<EventLogEntry, "id" | "time">;

beforeEach(() => vi.stubGlobal("fetch", debugDataFetch));
afterEach(() => {
  vi.unstubAllGlobals();
  debugDataFetch.mockClear();
});

function observed() {
  const target = debugTarget();
  const recorded: Recorded[] = [];
  const stop = observeTarget(target, (entry) => recorded.push(entry));
  return { target, recorded, stop };
}

describe("observeTarget", () => {
  it("records a parameter change with its old and new value", () => {
    const { target, recorded } = observed();
    target.session.runtime.setParameter("site", "South");
    expect(recorded).toEqual([{ type: "Parameter Change", name: "site", oldValue: '"North"', newValue: '"South"' }]);
    target.session.controller.dispose();
  });

  it("records a frame data edit, and a move as a navigation without the new frame's data", () => {
    const { target, recorded } = observed();
    target.session.runtime.setFrameData("heading", "Edited");
    target.session.navigation.getState().move("nextParagraph");
    expect(recorded).toEqual([
      { type: "Frame Data Change", name: "heading", oldValue: '"overview"', newValue: '"Edited"' },
      { type: "Navigation", name: "position", oldValue: "c1/p1/overview", newValue: "c1/p1/detail" },
    ]);
    target.session.controller.dispose();
  });

  it("records data source requests with their values and their results", async () => {
    const { target, recorded } = observed();
    target.session.controller.start();
    await vi.waitFor(() => expect(recorded.filter((entry) => entry.type === "Datasource Result")).toHaveLength(2));
    expect(recorded).toContainEqual({
      type: "Datasource Request",
      name: "tonnes",
      oldValue: "",
      newValue: '{"site":"North"}',
    });
    expect(recorded).toContainEqual({
      type: "Datasource Result",
      name: "tonnes",
      oldValue: "",
      newValue: '[{"tonnes":120}]',
    });
    target.session.controller.dispose();
  });

  it("records a failed request with its error", async () => {
    debugDataFetch.mockResolvedValueOnce(new Response("{}", { status: 404 }));
    const { target, recorded } = observed();
    target.session.controller.start();
    await vi.waitFor(() => expect(recorded.some((entry) => entry.type === "Datasource Error")).toBe(true));
    target.session.controller.dispose();
  });

  it("records nothing once stopped", () => {
    const { target, recorded, stop } = observed();
    stop();
    target.session.runtime.setParameter("site", "South");
    target.session.navigation.getState().move("nextParagraph");
    expect(recorded).toEqual([]);
    target.session.controller.dispose();
  });
});
