import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
import type { CanvasSnapshot } from "../runtime/canvasRuntime";
import { createMemoryRuntime } from "../runtime/memoryRuntime";

/** Renders `ui` inside a canvas backed by an in-memory runtime, and returns both (tests only). */
export function renderInCanvas(
  ui: ReactElement,
  initial: Partial<CanvasSnapshot> = {},
): RenderResult & { runtime: ReturnType<typeof createMemoryRuntime> } {
  const runtime = createMemoryRuntime(initial, "test");
  const result = render(<CanvasRuntimeProvider runtime={runtime}>{ui}</CanvasRuntimeProvider>);
  return { ...result, runtime };
}
