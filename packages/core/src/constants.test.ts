import { describe, expect, it } from "vitest";
import {
  PIN_BUTTON_LEAVE_DELAY_MS,
  splitsTemplates,
  TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION,
  TOOLTIP_HOVER_DELAY_MS,
} from "./constants";

describe("tooltip delays (canvas-components §9)", () => {
  it("shows a hint after 200 ms of hover, and keeps the pin button's 200 ms after the pointer leaves", () => {
    expect(TOOLTIP_HOVER_DELAY_MS).toBe(200);
    expect(PIN_BUTTON_LEAVE_DELAY_MS).toBe(200);
  });
});

describe("splitsTemplates", () => {
  it("applies to data models below the split version", () => {
    expect(splitsTemplates("0.0.1")).toBe(true);
    expect(splitsTemplates("0.0")).toBe(true);
    expect(splitsTemplates("0.0.1.9")).toBe(true);
  });

  it("does not apply from the split version on, comparing the parts as numbers", () => {
    expect(splitsTemplates(TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION)).toBe(false);
    expect(splitsTemplates("0.0.10")).toBe(false);
    expect(splitsTemplates("0.1.0")).toBe(false);
    expect(splitsTemplates("1")).toBe(false);
  });

  it("does not apply to text that is not a dotted version", () => {
    expect(splitsTemplates("")).toBe(false);
    expect(splitsTemplates("latest")).toBe(false);
    expect(splitsTemplates("0.0.1-beta")).toBe(false);
  });
});
