import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CanvasContext } from "./CanvasContext";
import { CanvasRuntimeProvider, useDataSource, useFrameField, useParameter } from "./CanvasRuntimeContext";
import { createMemoryRuntime } from "./memoryRuntime";

function SiteLabel() {
  const [site, setSite] = useParameter<string>("site");
  const [title] = useFrameField<string>("title");
  const trucks = useDataSource("trucks");
  return (
    <button type="button" onClick={() => setSite("South")}>
      {title} · {site ?? "none"} · {trucks.inFlight} in flight
    </button>
  );
}

describe("canvas runtime hooks", () => {
  it("read and write named parameters, frame data and data sources", () => {
    const runtime = createMemoryRuntime({ parameters: { site: "North" }, frameData: { title: "Fleet" } });
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <SiteLabel />
      </CanvasRuntimeProvider>,
    );
    expect(screen.getByRole("button").textContent).toBe("Fleet · North · 0 in flight");
    act(() => screen.getByRole("button").click());
    expect(runtime.getSnapshot().parameters.site).toBe("South");
    act(() => runtime.setDataSource("trucks", { data: [], inFlight: 2, error: null }));
    expect(screen.getByRole("button").textContent).toBe("Fleet · South · 2 in flight");
  });

  it("refuse to render outside a canvas", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<SiteLabel />)).toThrow(/inside a canvas/);
    vi.restoreAllMocks();
  });
});

describe("CanvasContext", () => {
  it("renders its children only after the enter callback has finished, and runs leave on removal", async () => {
    const runtime = createMemoryRuntime();
    let finishEnter: () => void = () => {};
    const onEnter = vi.fn(() => new Promise<void>((resolve) => (finishEnter = resolve)));
    const onLeave = vi.fn();
    const view = render(
      <CanvasRuntimeProvider runtime={runtime}>
        <CanvasContext onEnter={onEnter} onLeave={onLeave}>
          <p>inside</p>
        </CanvasContext>
      </CanvasRuntimeProvider>,
    );
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("inside")).toBeNull();
    await act(async () => finishEnter());
    expect(screen.getByText("inside")).toBeTruthy();
    view.unmount();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("reports parameter, frame data and in-flight changes to the matching callbacks", () => {
    const runtime = createMemoryRuntime({ parameters: { site: "North" } });
    const onParameterChange = vi.fn();
    const onFrameDataChange = vi.fn();
    const onDataSourceInFlightChange = vi.fn();
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <CanvasContext
          onParameterChange={onParameterChange}
          onFrameDataChange={onFrameDataChange}
          onDataSourceInFlightChange={onDataSourceInFlightChange}
        />
      </CanvasRuntimeProvider>,
    );
    act(() => runtime.setParameter("site", "South"));
    act(() => runtime.setFrameData("note", "hi"));
    act(() => runtime.setDataSource("trucks", { data: undefined, inFlight: 1, error: null }));
    expect(onParameterChange).toHaveBeenCalledWith("site", "South", "North", expect.any(Object));
    expect(onFrameDataChange).toHaveBeenCalledWith("note", "hi", undefined, expect.any(Object));
    expect(onDataSourceInFlightChange).toHaveBeenCalledWith("trucks", 1, 0, expect.any(Object));
    expect(onParameterChange).toHaveBeenCalledTimes(1);
  });

  it("asks before the page is left when shouldConfirmExit answers true", () => {
    const runtime = createMemoryRuntime({ parameters: { dirty: true } });
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <CanvasContext shouldConfirmExit={(api) => api.parameters.dirty === true} />
      </CanvasRuntimeProvider>,
    );
    const asked = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
    act(() => runtime.setParameter("dirty", false));
    const notAsked = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(notAsked);
    expect(notAsked.defaultPrevented).toBe(false);
  });
  it("logs a throwing author callback instead of breaking the canvas or the code that changed a parameter", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const runtime = createMemoryRuntime({ parameters: { site: "North" } });
    const fail = () => {
      throw new Error("author mistake");
    };
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <CanvasContext onEnter={fail} onParameterChange={fail}>
          <SiteLabel />
        </CanvasContext>
      </CanvasRuntimeProvider>,
    );
    expect((await screen.findByRole("button")).textContent).toContain("North");
    // The children appear once onEnter has settled, outside act: their subscriptions are effects still to run.
    await act(async () => {});
    expect(() => act(() => runtime.setParameter("site", "South"))).not.toThrow();
    expect(screen.getByRole("button").textContent).toContain("South");
    expect(errors).toHaveBeenCalledWith("CanvasContext onParameterChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
