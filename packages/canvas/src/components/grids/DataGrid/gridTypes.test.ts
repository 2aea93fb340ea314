import { describe, expect, it } from "vitest";
import {
  DEFAULT_COLUMN_WIDTH,
  gridTypeNames,
  isEditableType,
  MIN_COLUMN_WIDTH,
  toCellType,
  toGridColumn,
  toLayoutCell,
  toOptions,
} from "./gridTypes";

describe("toCellType", () => {
  it("reads every type name of the spec, aliases included", () => {
    expect(gridTypeNames).toEqual([
      "header",
      "chevron",
      "string",
      "text",
      "number",
      "date",
      "checkbox",
      "boolean",
      "dropdown",
      "singleSelect",
      "jsx",
    ]);
    expect(toCellType("string")).toBe("text");
    expect(toCellType("boolean")).toBe("checkbox");
    expect(toCellType("singleSelect")).toBe("dropdown");
    expect(toCellType("jsx")).toBe("jsx");
  });

  it("knows no other name", () => {
    expect(toCellType("money")).toBeNull();
    expect(toCellType("toString")).toBeNull();
    expect(toCellType(undefined)).toBeNull();
  });

  it("lets users edit only the kinds that hold a value of their own", () => {
    expect(["text", "number", "date", "checkbox", "dropdown"].every((type) => isEditableType(type as never))).toBe(
      true,
    );
    expect(["header", "chevron", "jsx"].some((type) => isEditableType(type as never))).toBe(false);
  });
});

describe("toOptions", () => {
  it("takes { label, value } objects and plain values", () => {
    expect(toOptions([{ label: "North pit to crusher", value: "N-CR" }, "S-WE", 3, { value: 7 }])).toEqual([
      { label: "North pit to crusher", value: "N-CR" },
      { label: "S-WE", value: "S-WE" },
      { label: "3", value: 3 },
      { label: "7", value: 7 },
    ]);
    expect(toOptions(undefined)).toEqual([]);
  });
});

describe("toGridColumn", () => {
  it("fills in the defaults: text type, 150 px, not resizable, editable", () => {
    expect(toGridColumn({ field: "operator" })).toEqual({
      field: "operator",
      title: "operator",
      headerContent: undefined,
      headerTooltip: undefined,
      type: "text",
      width: DEFAULT_COLUMN_WIDTH,
      resizable: false,
      nonEditable: false,
      options: [],
      getContent: undefined,
    });
  });

  it("keeps a column's settings, with widths of at least 50 px", () => {
    const getContent = () => "x";
    const column = toGridColumn({
      field: "route",
      headerName: "Assigned route",
      headerTooltip: "Where it hauls",
      type: "singleSelect",
      width: 20,
      resizable: true,
      nonEditable: true,
      availableOptions: ["N-CR"],
      getContent,
    });
    expect(column).toMatchObject({
      title: "Assigned route",
      headerTooltip: "Where it hauls",
      type: "dropdown",
      width: MIN_COLUMN_WIDTH,
      resizable: true,
      nonEditable: true,
      options: [{ label: "N-CR", value: "N-CR" }],
      getContent,
    });
  });
});

describe("toLayoutCell", () => {
  it("reads a layout cell with its spans, lock and options", () => {
    expect(toLayoutCell({ type: "boolean", value: true, rowSpan: 2, nonEditable: true })).toEqual({
      type: "checkbox",
      value: true,
      rowSpan: 2,
      colSpan: 1,
      nonEditable: true,
      options: undefined,
    });
    expect(toLayoutCell({ type: "dropdown", value: "a", availableOptions: ["a"] }).options).toEqual([
      { label: "a", value: "a" },
    ]);
  });
});
