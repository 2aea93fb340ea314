import type { ParameterStores } from "@storyframe/canvas";
import {
  encodeObfuscatedParameters,
  PARAMETER_DECODING_ERROR,
  PARAMETER_HASH_MISMATCH,
  sha256Hex,
  storylineFilterSchema,
} from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { resolveInitialParameters } from "./initialParameters";

function memoryStores(local: Record<string, string> = {}, search = ""): ParameterStores {
  let query = new URLSearchParams(search);
  return {
    local: {
      getItem: (key) => local[key] ?? null,
      setItem: (key, value) => {
        local[key] = value;
      },
      removeItem: (key) => {
        delete local[key];
      },
    },
    url: { read: () => new URLSearchParams(query), write: (next) => (query = next) },
  };
}

const base = {
  parameterValues: { site: null, from: "2026-10-18", year: 2005 },
  filters: [
    storylineFilterSchema.parse({ parameter: "site", label: "Site", persist: {} }),
    storylineFilterSchema.parse({ parameter: "from", label: "From", persist: { global: true } }),
  ],
  storylineId: "fleet",
  search: "",
  navFilters: null,
};

describe("resolveInitialParameters", () => {
  it("starts from the storyline's values", () => {
    expect(resolveInitialParameters({ ...base, stores: memoryStores() })).toEqual({
      values: { site: null, from: "2026-10-18", year: 2005 },
      problem: null,
      restored: [],
    });
  });

  it("restores stored values only where the parameter is empty, with the storyline-id prefix unless global", () => {
    const stores = memoryStores({ "fleet.site": '"Crusher"', from: '"2026-01-01"' });
    expect(resolveInitialParameters({ ...base, stores }).values).toMatchObject({ site: "Crusher", from: "2026-10-18" });
  });

  it("names the parameters whose value was restored from storage", () => {
    const stores = memoryStores({ "fleet.site": '"Crusher"', from: '"2026-01-01"' });
    expect(resolveInitialParameters({ ...base, stores }).restored).toEqual(["site"]);
  });

  it("puts a From after its To (from the address or storage) back to the storyline's value", () => {
    const filters = [
      storylineFilterSchema.parse({ parameter: "from", label: "From", type: "date", notAfter: "to" }),
      storylineFilterSchema.parse({ parameter: "to", label: "To", type: "date" }),
      storylineFilterSchema.parse({ parameter: "year", label: "Year", type: "number", min: 1955, max: 2005 }),
    ];
    const result = resolveInitialParameters({
      ...base,
      parameterValues: { from: "2026-10-18", to: "2026-10-31", year: 2005 },
      filters,
      search: "?from=2026-11-15&year=2050",
      stores: memoryStores(),
    });
    expect(result.values).toEqual({ from: "2026-10-18", to: "2026-10-31", year: 2005 });
  });

  it("takes session-stored navigation filters and plain query values of known parameters", () => {
    const result = resolveInitialParameters({
      ...base,
      navFilters: JSON.stringify({ year: 1990 }),
      search: "?from=2026-09-01&unknown=1",
      stores: memoryStores(),
    });
    expect(result.values).toEqual({ site: null, from: "2026-09-01", year: 1990 });
  });

  it("applies _parameters with a matching _hash", () => {
    const encoded = encodeObfuscatedParameters({ year: 1970, site: "Pit North" });
    const search = `?_parameters=${encoded._parameters}&_hash=${encoded._hash}`;
    const result = resolveInitialParameters({ ...base, search, stores: memoryStores() });
    expect(result).toEqual({
      values: { site: "Pit North", from: "2026-10-18", year: 1970 },
      problem: null,
      restored: [],
    });
  });

  it("keeps the values _parameters names, even empty ones, over stored values", () => {
    const encoded = encodeObfuscatedParameters({ site: null });
    const search = `?_parameters=${encoded._parameters}&_hash=${encoded._hash}`;
    const stores = memoryStores({ "fleet.site": JSON.stringify("Pit South"), from: JSON.stringify("2026-10-01") });
    const result = resolveInitialParameters({ ...base, search, stores });
    expect(result.values).toEqual({ site: null, from: "2026-10-18", year: 2005 });
  });

  it("refuses a tampered hash with 'Parameter values hash mismatch.' and keeps the other values", () => {
    const encoded = encodeObfuscatedParameters({ year: 1970 });
    const search = `?_parameters=${encoded._parameters}&_hash=${"0".repeat(64)}`;
    const result = resolveInitialParameters({ ...base, search, stores: memoryStores() });
    expect(result.problem).toBe(PARAMETER_HASH_MISMATCH);
    expect(result.values.year).toBe(2005);
  });

  it("refuses undecodable parameters with 'Parameter values decoding error.'", () => {
    const garbage = "%%%not-base64";
    const search = `?_parameters=${encodeURIComponent(garbage)}&_hash=${sha256Hex(garbage)}`;
    const result = resolveInitialParameters({ ...base, search, stores: memoryStores() });
    expect(result.problem).toBe(PARAMETER_DECODING_ERROR);
  });
});
