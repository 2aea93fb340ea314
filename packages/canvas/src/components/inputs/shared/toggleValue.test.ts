import { describe, expect, it } from "vitest";
import { isOn } from "./toggleValue";

describe("isOn", () => {
  it("is on only for true", () => {
    expect(isOn(true)).toBe(true);
    for (const value of [false, null, undefined, "true", 1, [], {}]) expect(isOn(value)).toBe(false);
  });
});
