import { describe, expect, it } from "vitest";
import { menuIconSource } from "./menuIconSource";

// A 1×1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

describe("menuIconSource", () => {
  it("names built-in icons", () => {
    expect(menuIconSource({ type: "BuiltIn", content: "Public" })).toEqual({ kind: "builtIn", name: "Public" });
  });

  it("shows http(s) and site-relative image URLs, nothing else", () => {
    expect(menuIconSource({ type: "URL", content: "https://cdn.example.com/a.png" })).toEqual({
      kind: "image",
      src: "https://cdn.example.com/a.png",
    });
    expect(menuIconSource({ type: "URL", content: "/tenant-assets/demo/logo.svg" }).kind).toBe("image");
    expect(menuIconSource({ type: "URL", content: "javascript:alert(1)" })).toEqual({ kind: "none" });
    expect(menuIconSource({ type: "URL", content: "//evil.example/a.png" })).toEqual({ kind: "none" });
    expect(menuIconSource({ type: "URL", content: "data:image/svg+xml;base64,PHN2Zz4=" })).toEqual({ kind: "none" });
  });

  it("makes a PNG data URL of base64 PNG data, and refuses other data", () => {
    expect(menuIconSource({ type: "Binary", content: PNG })).toEqual({
      kind: "image",
      src: `data:image/png;base64,${PNG}`,
    });
    expect(menuIconSource({ type: "Binary", content: `data:image/png;base64,${PNG}` }).kind).toBe("image");
    // SVG (which can carry script) and text are not PNG.
    expect(menuIconSource({ type: "Binary", content: "PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" })).toEqual({ kind: "none" });
    expect(menuIconSource({ type: "Binary", content: `${PNG}"><script>` })).toEqual({ kind: "none" });
  });

  it("shows nothing without an icon", () => {
    expect(menuIconSource(undefined)).toEqual({ kind: "none" });
  });
});
