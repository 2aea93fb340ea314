import { describe, expect, it } from "vitest";
import { frameCss } from "./templateCss";
import type { TemplateSource } from "./templateSource";

const card = (css: string): TemplateSource => ({ jsx: "<h3>Card</h3>", css });

describe("a frame's stylesheet", () => {
  it("is scoped to the frame, and scoped once for the same templates, frame and scope", () => {
    const templates = { card: card("h3 { color: teal; }") };
    const first = frameCss("card", templates, "f1");
    expect(first.text).toContain('[data-frame="f1"]');
    expect(first.text).toContain("color: teal");
    expect(frameCss("card", templates, "f1")).toBe(first);
    expect(frameCss("card", templates, "f2").text).toContain('[data-frame="f2"]');
  });

  it("follows edited templates (a new templates object)", () => {
    const before = frameCss("card", { card: card("h3 { color: teal; }") }, "f1");
    const after = frameCss("card", { card: card("h3 { color: navy; }") }, "f1");
    expect(before.text).toContain("teal");
    expect(after.text).toContain("navy");
  });
});
