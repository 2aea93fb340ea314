import { componentRegistry } from "@storyframe/canvas";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDocumentedComponents } from "./useDocumentedComponents";

describe("useDocumentedComponents", () => {
  it("is null while the docs load, then every registered component with its docs", async () => {
    const { result } = renderHook(() => useDocumentedComponents());
    expect(result.current).toBeNull();

    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.map((component) => component.name)).toEqual(componentRegistry.map(({ name }) => name));
    expect(result.current?.every((component) => component.description.length > 0)).toBe(true);
  });

  it("shows docs loaded before at once", async () => {
    const first = renderHook(() => useDocumentedComponents());
    await waitFor(() => expect(first.result.current).not.toBeNull());

    const { result } = renderHook(() => useDocumentedComponents());
    expect(result.current).toBe(first.result.current);
  });
});
