import { describe, expect, it } from "vitest";
import {
  chartValues,
  editableText,
  editedValue,
  fieldRoles,
  formatFieldValue,
  progressLabel,
  progressShare,
  sparklinePoints,
} from "./vdtCardModel";

const field = (name: string, value: number) => ({ name, value, isEditable: false });

describe("field roles", () => {
  it("read three fields as from, to and delta", () => {
    expect(fieldRoles([field("Plan", 1), field("Actual", 2), field("Delta", 1)])).toEqual(["from", "to", "delta"]);
  });

  it("give other numbers of fields no role", () => {
    expect(fieldRoles([field("Trucks", 24), field("Spare", 2)])).toEqual([null, null]);
    expect(fieldRoles([])).toEqual([]);
  });
});

describe("field values", () => {
  it("show numbers in en-US with at most two decimals, text as it is, nothing for no value", () => {
    expect(formatFieldValue(204008)).toBe("204,008");
    expect(formatFieldValue(0.8567)).toBe("0.86");
    expect(formatFieldValue("86 %")).toBe("86 %");
    expect(formatFieldValue(null)).toBe("");
  });

  it("show a delta that grows with a plus sign", () => {
    expect(formatFieldValue(13.2, "delta")).toBe("+13.2");
    expect(formatFieldValue(-13.2, "delta")).toBe("-13.2");
    expect(formatFieldValue(0, "delta")).toBe("0");
    expect(formatFieldValue(13.2, "to")).toBe("13.2");
  });

  it("start an input with the plain number, so it reads back the same", () => {
    expect(editableText(204008)).toBe("204008");
    expect(editableText(undefined)).toBe("");
  });

  it("commit as a number for a number field, refusing text that is not one", () => {
    expect(editedValue("30", 24)).toBe(30);
    expect(editedValue(" 1,250.5 ", 24)).toBe(1250.5);
    expect(editedValue("thirty", 24)).toBeNull();
    expect(editedValue("", 24)).toBeNull();
  });

  it("commit as text for a text field", () => {
    expect(editedValue("Night shift", "Day shift")).toBe("Night shift");
    expect(editedValue("", null)).toBe("");
  });
});

describe("the progress bar", () => {
  it("fills between none and all of it", () => {
    expect(progressShare(0.42)).toBe(0.42);
    expect(progressShare(1.3)).toBe(1);
    expect(progressShare(-0.2)).toBe(0);
  });

  it("says the node's own text, else the value as a whole percentage", () => {
    expect(progressLabel({ progressBarValue: 0.946, progressBarText: undefined })).toBe("95%");
    expect(progressLabel({ progressBarValue: 0.946, progressBarText: "95% of plan" })).toBe("95% of plan");
  });
});

describe("chart nodes", () => {
  it("draw the numbers of their model, given as a list or under values", () => {
    expect(chartValues([1, "2", 3])).toEqual([1, 3]);
    expect(chartValues({ values: [2.2, 2.4] })).toEqual([2.2, 2.4]);
    expect(chartValues({ km: 4 })).toEqual([]);
    expect(chartValues(undefined)).toEqual([]);
  });

  it("draw a line across a 100 × 30 box, the highest value at the top", () => {
    expect(sparklinePoints([1, 3, 2])).toBe("0.00,28.00 50.00,2.00 100.00,15.00");
    expect(sparklinePoints([5])).toBe("0.00,28.00");
    expect(sparklinePoints([])).toBe("");
  });
});
