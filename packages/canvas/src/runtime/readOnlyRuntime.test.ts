import { describe, expect, it, vi } from "vitest";
import { createMemoryRuntime } from "./memoryRuntime";
import { readOnlyRuntime } from "./readOnlyRuntime";

describe("readOnlyRuntime", () => {
  it("reads and follows the live runtime but changes nothing in it", () => {
    const live = createMemoryRuntime({ parameters: { site: "North" }, frameData: { title: "Plan" } }, "fleet", {
      name: "Vera Viewer",
    });
    const view = readOnlyRuntime(live);
    const heard = vi.fn();
    view.subscribe(heard);

    view.setParameter("site", "South");
    view.setFrameData("title", "Changed");
    view.applyParameterChanges();
    expect(live.getSnapshot().parameters).toEqual({ site: "North" });
    expect(live.getSnapshot().frameData).toEqual({ title: "Plan" });
    expect(heard).not.toHaveBeenCalled();

    live.setParameter("site", "East");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(view.getSnapshot().parameters).toEqual({ site: "East" });
    expect(view.storageScope).toBe("fleet");
    expect(view.user).toEqual({ name: "Vera Viewer" });
  });
});
