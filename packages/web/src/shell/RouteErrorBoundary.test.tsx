import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

function BrokenPage(): never {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/HomePage-1a2b.js");
}

describe("RouteErrorBoundary", () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    // React logs every error a boundary catches; the failure is intended here.
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  it("renders its page while nothing fails", () => {
    const onError = vi.fn();
    render(
      <RouteErrorBoundary onError={onError} onLeave={() => undefined}>
        <p>Storyline</p>
      </RouteErrorBoundary>,
    );

    expect(screen.getByText("Storyline")).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it("drops a failing page, reports the failure and reports leaving", () => {
    const onError = vi.fn();
    const onLeave = vi.fn();
    const { container, unmount } = render(
      <RouteErrorBoundary onError={onError} onLeave={onLeave}>
        <BrokenPage />
      </RouteErrorBoundary>,
    );

    expect(container.textContent).toBe("");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ type: "Connectivity" }));
    expect(onLeave).not.toHaveBeenCalled();

    unmount();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
