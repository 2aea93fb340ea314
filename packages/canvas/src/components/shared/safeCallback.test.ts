import { describe, expect, it, vi } from "vitest";
import { callSafely } from "./safeCallback";

describe("callSafely", () => {
  it("passes the arguments and returns the callback's result", () => {
    const callback = vi.fn((a: unknown, b: unknown) => `${String(a)}-${String(b)}`);
    expect(callSafely(callback, "onChange", 1, 2)).toBe("1-2");
    expect(callback).toHaveBeenCalledWith(1, 2);
  });

  it("logs a throwing callback instead of throwing", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("boom");
    expect(
      callSafely(() => {
        throw failure;
      }, "onClose"),
    ).toBeUndefined();
    expect(errors).toHaveBeenCalledWith("onClose failed", failure);
    errors.mockRestore();
  });

  it("does nothing without a callback", () => {
    expect(callSafely(undefined, "onClick")).toBeUndefined();
  });
});
