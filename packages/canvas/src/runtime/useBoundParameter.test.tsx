import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CanvasRuntimeProvider } from "./CanvasRuntimeContext";
import { createMemoryRuntime } from "./memoryRuntime";
import { useBoundParameter } from "./useBoundParameter";

function Counter({ parameter }: { parameter?: string }) {
  const [count, setCount] = useBoundParameter(parameter, 0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

describe("useBoundParameter", () => {
  it("reads and writes the named parameter, with the fallback while it is unset", () => {
    const runtime = createMemoryRuntime();
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <Counter parameter="clicks" />
      </CanvasRuntimeProvider>,
    );
    expect(screen.getByRole("button").textContent).toBe("count 0");
    act(() => screen.getByRole("button").click());
    expect(runtime.getSnapshot().parameters.clicks).toBe(1);
    act(() => runtime.setParameter("clicks", 7));
    expect(screen.getByRole("button").textContent).toBe("count 7");
  });

  it("keeps the value to itself without a parameter name", () => {
    const runtime = createMemoryRuntime();
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <Counter />
      </CanvasRuntimeProvider>,
    );
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("count 1");
    expect(runtime.getSnapshot().parameters).toEqual({});
  });
});
