import { describe, expect, it } from "vitest";
import { createMemoryRuntime } from "./memoryRuntime";

describe("createMemoryRuntime", () => {
  it("has no user unless one is given, like an anonymous visitor", () => {
    expect(createMemoryRuntime().user).toBeNull();
  });

  it("gives components the user it was created for", () => {
    expect(createMemoryRuntime({}, "gallery", { name: "Vera Viewer" }).user).toEqual({ name: "Vera Viewer" });
  });
});
