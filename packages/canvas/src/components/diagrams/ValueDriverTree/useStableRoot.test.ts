import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { vdtNodeSchema } from "../VdtNode/vdtNodeSchema";
import { useStableRoot } from "./useStableRoot";

const parse = (input: unknown) => vdtNodeSchema.parse(input);

describe("useStableRoot", () => {
  it("keeps the tree it had while a new one has the same content", () => {
    const first = parse({ id: "tonnes", nodes: [{ id: "trucks" }] });
    const { result, rerender } = renderHook(({ root }) => useStableRoot(root), { initialProps: { root: first } });
    rerender({ root: parse({ id: "tonnes", nodes: [{ id: "trucks" }] }) });
    expect(result.current).toBe(first);
    const changed = parse({ id: "tonnes", nodes: [{ id: "trucks", title: "Trucks" }] });
    rerender({ root: changed });
    expect(result.current).toBe(changed);
  });

  it("takes each new tree that holds a template function, whose closure may have changed", () => {
    const withTemplate = () => parse({ id: "tonnes", template: () => "body" });
    const { result, rerender } = renderHook(({ root }) => useStableRoot(root), {
      initialProps: { root: withTemplate() },
    });
    const next = withTemplate();
    rerender({ root: next });
    expect(result.current).toBe(next);
  });
});
