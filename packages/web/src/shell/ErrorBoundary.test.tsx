import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";

function Broken(): never {
  throw new Error("settings answer had a bad redirect address");
}

describe("ErrorBoundary", () => {
  it("shows the fallback with the failure and reports it, instead of a blank page", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const onError = vi.fn();
    render(
      <ErrorBoundary
        fallback={(error) => <p>Failed: {error instanceof Error ? error.message : "?"}</p>}
        onError={onError}
      >
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Failed: settings answer had a bad redirect address")).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it("shows its children while nothing fails", () => {
    render(
      <ErrorBoundary fallback={() => <p>Failed</p>}>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeTruthy();
  });
});
