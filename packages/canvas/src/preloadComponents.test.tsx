import { describe, expect, it, vi } from "vitest";
import { onDemand } from "./onDemand";
import { preloadComponentsOf } from "./preloadComponents";
import { compileTemplate } from "./template/compileTemplate";

function Shown() {
  return <p>shown</p>;
}

const loader = () => vi.fn(() => Promise.resolve({ default: Shown }));

describe("preloadComponentsOf", () => {
  it("loads the code of the components the template and its includes use, and no other", async () => {
    const [chart, grid, map] = [loader(), loader(), loader()];
    const components = { Chart: onDemand(chart), Grid: onDemand(grid), Map: onDemand(map), Plain: Shown };
    const templates = {
      frame: { jsx: "", css: "", compiled: compileTemplate(`<Plain><Chart /><Include path="table" /></Plain>`) },
      table: { jsx: "", css: "", compiled: compileTemplate("<Grid />") },
    };

    await preloadComponentsOf("frame", templates, components);

    expect(chart).toHaveBeenCalledTimes(1);
    expect(grid).toHaveBeenCalledTimes(1);
    expect(map).not.toHaveBeenCalled();
    expect(components.Chart.isLoaded()).toBe(true);
    expect(components.Grid.isLoaded()).toBe(true);
  });

  it("settles even when a component's code fails to load, leaving the failure to the component", async () => {
    const failing = onDemand<object>(() => Promise.reject(new Error("chunk missing")));
    const templates = { frame: { jsx: "", css: "", compiled: compileTemplate("<Broken />") } };

    await expect(preloadComponentsOf("frame", templates, { Broken: failing })).resolves.toBeUndefined();
    expect(failing.isLoaded()).toBe(false);
  });
});
