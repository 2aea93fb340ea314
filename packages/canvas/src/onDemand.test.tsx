import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { allLoaded, loadAll, onDemand } from "./onDemand";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test settles by hand. */
function deferredModule() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      settle = { resolve: () => resolve({ default: Greeting }), reject };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

describe("onDemand", () => {
  it("suspends while its code loads, then renders it, loading it once", async () => {
    const module = deferredModule();
    const OnDemandGreeting = onDemand(module.load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <OnDemandGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(OnDemandGreeting.isLoaded()).toBe(false);
    await act(async () => module.settle().resolve());
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(OnDemandGreeting.isLoaded()).toBe(true);
    expect(module.calls()).toBe(1);
  });

  it("renders at once, without a fallback, when its code was loaded ahead", async () => {
    const module = deferredModule();
    const OnDemandGreeting = onDemand(module.load);
    const loading = OnDemandGreeting.load();
    module.settle().resolve();
    await loading;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <OnDemandGreeting name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Grace")).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(module.calls()).toBe(1);
  });

  it("throws a failed load to the error boundary, and load() rejects with it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const module = deferredModule();
    const OnDemandGreeting = onDemand(module.load);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <OnDemandGreeting name="Ada" />
        </Suspense>
      </Boundary>,
    );
    await act(async () => module.settle().reject(new Error("The chunk could not be fetched.")));
    expect((await screen.findByRole("alert")).textContent).toBe("The chunk could not be fetched.");
    await expect(OnDemandGreeting.load()).rejects.toThrow("The chunk could not be fetched.");
    expect(module.calls()).toBe(1);
    errors.mockRestore();
  });
});

describe("allLoaded and loadAll", () => {
  it("count a component that is not loaded on demand as loaded, and wait for the others whatever their outcome", async () => {
    const good = deferredModule();
    const bad = deferredModule();
    const parts = [Greeting, onDemand(good.load), onDemand(bad.load)];
    expect(allLoaded([Greeting])).toBe(true);
    expect(allLoaded(parts)).toBe(false);
    const all = loadAll(parts);
    good.settle().resolve();
    bad.settle().reject(new Error("gone"));
    await expect(all).resolves.toBeUndefined();
    expect(allLoaded(parts.slice(0, 2))).toBe(true);
    expect(allLoaded(parts)).toBe(false);
  });
});
