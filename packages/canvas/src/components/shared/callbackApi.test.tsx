import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { CanvasRuntimeProvider } from "../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../runtime/memoryRuntime";
import { isCallable } from "../../template/safeAccess";
import { useCallbackApi } from "./callbackApi";

describe("useCallbackApi", () => {
  it("reads the current state and changes parameters through template-callable functions", () => {
    const runtime = createMemoryRuntime({ parameters: { region: "North" } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CanvasRuntimeProvider runtime={runtime}>{children}</CanvasRuntimeProvider>
    );
    const { result } = renderHook(() => useCallbackApi(), { wrapper });
    const api = result.current();
    expect(api.parameters.region).toBe("North");
    expect(isCallable(api.setParameter)).toBe(true);
    api.setParameter("region", "South");
    expect(runtime.getSnapshot().parameters.region).toBe("South");
    api.setFrameData("selected", 3);
    expect(runtime.getSnapshot().frameData.selected).toBe(3);
  });
});
