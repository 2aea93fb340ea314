import { describe, expect, it } from "vitest";
import { isTypedInput } from "./isTypedInput";

describe("isTypedInput", () => {
  it("recognises typing by its InputEvent", () => {
    expect(isTypedInput(new InputEvent("input", { data: "a", inputType: "insertText" }))).toBe(true);
  });

  it("treats a plain input or change event (autofill, a chosen suggestion) as not typed", () => {
    expect(isTypedInput(new Event("input"))).toBe(false);
    expect(isTypedInput(new Event("change"))).toBe(false);
  });
});
