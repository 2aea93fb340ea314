import { describe, expect, it } from "vitest";
import { type CascadeDimension, chooseValues, dimensionOptions, matchingRows, normaliseSelection } from "./cascade";

const dimension = (fieldName: string, extra: Partial<CascadeDimension> = {}): CascadeDimension => ({
  fieldName,
  multiple: true,
  isHidden: false,
  bypassFilters: false,
  excludeFromCascade: false,
  ...extra,
});

const rows = [
  { region: "North", depot: "Polokwane", type: "Truck" },
  { region: "North", depot: "Polokwane", type: "Tipper" },
  { region: "North", depot: "Tzaneen", type: "Van" },
  { region: "Coastal", depot: "Durban", type: "Truck" },
  { region: "Coastal", depot: "Cape Town", type: "Service" },
  { region: "Inland", depot: "Kimberley", type: "Tipper" },
];

describe("dimensionOptions", () => {
  const dimensions = [dimension("region"), dimension("depot"), dimension("type")];

  it("offers the distinct, sorted values of the field when nothing is chosen", () => {
    expect(dimensionOptions(dimensions, rows, {}, 0)).toEqual(["Coastal", "Inland", "North"]);
    expect(dimensionOptions(dimensions, rows, {}, 2)).toEqual(["Service", "Tipper", "Truck", "Van"]);
  });

  it("narrows each dimension by the choices of the dimensions before it", () => {
    const selection = { region: ["North"], depot: ["Polokwane"] };
    expect(dimensionOptions(dimensions, rows, selection, 1)).toEqual(["Polokwane", "Tzaneen"]);
    expect(dimensionOptions(dimensions, rows, selection, 2)).toEqual(["Tipper", "Truck"]);
  });

  it("is not narrowed by the choices of later dimensions", () => {
    expect(dimensionOptions(dimensions, rows, { type: ["Van"] }, 0)).toEqual(["Coastal", "Inland", "North"]);
  });

  it("offers every value for a dimension excluded from the cascade", () => {
    const withExcluded = [dimension("region"), dimension("type", { excludeFromCascade: true })];
    expect(dimensionOptions(withExcluded, rows, { region: ["Inland"] }, 1)).toEqual([
      "Service",
      "Tipper",
      "Truck",
      "Van",
    ]);
  });

  it("does not let a bypassFilters dimension narrow the others", () => {
    const withBypass = [dimension("type", { bypassFilters: true }), dimension("depot")];
    expect(dimensionOptions(withBypass, rows, { type: ["Van"] }, 1)).toHaveLength(5);
  });

  it("applies the stored choice of a hidden dimension", () => {
    const withHidden = [dimension("region", { isHidden: true }), dimension("depot")];
    expect(dimensionOptions(withHidden, rows, { region: ["Coastal"] }, 1)).toEqual(["Cape Town", "Durban"]);
  });

  it("reads a single-value dimension's choice and skips empty field values", () => {
    const single = [dimension("region", { multiple: false }), dimension("depot")];
    const data = [...rows, { region: "North", depot: "" }, { region: "North" }];
    expect(dimensionOptions(single, data, { region: "North" }, 1)).toEqual(["Polokwane", "Tzaneen"]);
  });

  it("sorts numbers numerically and text naturally", () => {
    const data = [{ bay: 10 }, { bay: 2 }, { bay: 1 }, { bay: 2 }];
    expect(dimensionOptions([dimension("bay")], data, {}, 0)).toEqual([1, 2, 10]);
  });
});

describe("matchingRows", () => {
  it("lets every row through filters with nothing chosen", () => {
    expect(matchingRows(rows, [dimension("region")], { region: [] })).toHaveLength(rows.length);
  });
});

describe("normaliseSelection", () => {
  it("gives every dimension its mode's shape", () => {
    const dimensions = [dimension("region"), dimension("type", { multiple: false })];
    expect(normaliseSelection(dimensions, undefined)).toEqual({ region: [], type: null });
    expect(normaliseSelection(dimensions, { region: "North", type: ["Van", "Truck"], other: 1 })).toEqual({
      region: ["North"],
      type: "Van",
    });
  });
});

describe("chooseValues", () => {
  const dimensions = [dimension("region"), dimension("depot"), dimension("type", { multiple: false })];

  it("stores the choice and drops later choices the cascade no longer offers", () => {
    const before = { region: ["North"], depot: ["Polokwane", "Tzaneen"], type: "Van" };
    expect(chooseValues(dimensions, rows, before, "region", ["Coastal"])).toEqual({
      region: ["Coastal"],
      depot: [],
      type: null,
    });
  });

  it("keeps later choices that still apply", () => {
    const before = { region: ["North"], depot: ["Tzaneen"], type: "Van" };
    expect(chooseValues(dimensions, rows, before, "region", ["North", "Coastal"])).toEqual({
      region: ["North", "Coastal"],
      depot: ["Tzaneen"],
      type: "Van",
    });
  });

  it("never prunes earlier choices or dimensions outside the cascade", () => {
    const withExcluded = [dimension("region"), dimension("type", { excludeFromCascade: true })];
    expect(chooseValues(withExcluded, rows, { region: [], type: ["Van"] }, "region", ["Inland"])).toEqual({
      region: ["Inland"],
      type: ["Van"],
    });
  });
});
