import { afterEach, describe, expect, it } from "vitest";
import { installRenderVdt } from "./installRenderVdt";

/** A drawing that settles only when the test says so, recording the props it was given. */
function controlledDrawing() {
  const calls: { props: unknown; resolve: () => void; reject: (error: Error) => void }[] = [];
  const draw = (props: unknown) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ props, resolve, reject });
    });
  return { calls, draw };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("installRenderVdt", () => {
  afterEach(() => {
    delete window.renderVdt;
    delete document.documentElement.dataset.ready;
  });

  it("exposes window.renderVdt and marks <html> ready once the function is there", () => {
    let readyWhenCalled: string | undefined;
    installRenderVdt(window, async () => {
      readyWhenCalled = document.documentElement.dataset.ready;
    });
    expect(typeof window.renderVdt).toBe("function");
    expect(document.documentElement.dataset.ready).toBe("true");
    expect(readyWhenCalled).toBeUndefined();
  });

  it("hands the props to the drawing and resolves when the drawing does", async () => {
    const { calls, draw } = controlledDrawing();
    installRenderVdt(window, draw);
    const props = { root: { id: "tonnes", title: "Tonnes" } };
    let resolved = false;
    const rendered = window.renderVdt?.(props).then(() => {
      resolved = true;
    });
    await settled();
    expect(calls.map((call) => call.props)).toEqual([props]);
    expect(resolved).toBe(false);
    calls[0]?.resolve();
    await rendered;
    expect(resolved).toBe(true);
  });

  it("rejects with the drawing's error", async () => {
    const message = '"root" property is empty/missing.  Please check the data source and template bindings.';
    installRenderVdt(window, () => Promise.reject(new Error(message)));
    await expect(window.renderVdt?.({})).rejects.toThrow(message);
  });

  it("draws a call made while another is drawing only after that one settles, even when it failed", async () => {
    const { calls, draw } = controlledDrawing();
    installRenderVdt(window, draw);
    const first = window.renderVdt?.({ root: { id: "a" } });
    const second = window.renderVdt?.({ root: { id: "b" } });
    await settled();
    expect(calls).toHaveLength(1);
    calls[0]?.reject(new Error("first failed"));
    await expect(first).rejects.toThrow("first failed");
    await settled();
    expect(calls.map((call) => call.props)).toEqual([{ root: { id: "a" } }, { root: { id: "b" } }]);
    calls[1]?.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});
