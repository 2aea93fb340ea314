import { describe, expect, it } from "vitest";
import {
  type ParameterStores,
  readStoredParameter,
  restoreStoredParameters,
  storedParameterKey,
  writeStoredParameter,
} from "./storedParameters";

function memoryStores(): ParameterStores & { local: { data: Record<string, string> }; query: () => string } {
  const data: Record<string, string> = {};
  let query = new URLSearchParams("tab=1");
  return {
    local: {
      data,
      getItem: (key: string) => data[key] ?? null,
      setItem: (key: string, value: string) => {
        data[key] = value;
      },
      removeItem: (key: string) => {
        delete data[key];
      },
    },
    url: { read: () => new URLSearchParams(query), write: (next) => (query = next) },
    query: () => query.toString(),
  };
}

const local = { target: "localStorage" as const, global: false };

describe("stored parameters", () => {
  it("prefix the key with the storyline id unless global", () => {
    expect(storedParameterKey("fleet", "site", false)).toBe("fleet.site");
    expect(storedParameterKey("fleet", "site", true)).toBe("site");
  });

  it("round-trip through local storage and remove empty values", () => {
    const stores = memoryStores();
    writeStoredParameter(stores, "fleet", "countries", local, ["China", "India"]);
    expect(stores.local.data["fleet.countries"]).toBe('["China","India"]');
    expect(readStoredParameter(stores, "fleet", "countries", local)).toEqual(["China", "India"]);
    writeStoredParameter(stores, "fleet", "countries", local, []);
    expect(stores.local.data["fleet.countries"]).toBeUndefined();
  });

  it("round-trip through the address, keeping its other query values", () => {
    const stores = memoryStores();
    const rule = { target: "url" as const, global: true };
    writeStoredParameter(stores, "fleet", "site", rule, "CRU-1");
    expect(stores.query()).toBe("tab=1&site=%22CRU-1%22");
    expect(readStoredParameter(stores, "fleet", "site", rule)).toBe("CRU-1");
  });

  it("ignore unreadable stored text", () => {
    const stores = memoryStores();
    stores.local.setItem("fleet.site", "{broken");
    expect(readStoredParameter(stores, "fleet", "site", local)).toBeUndefined();
  });

  it("are restored only where the parameter is empty", () => {
    const stores = memoryStores();
    writeStoredParameter(stores, "fleet", "site", local, "CRU-1");
    writeStoredParameter(stores, "fleet", "shift", local, "Night");
    const restored = restoreStoredParameters(
      stores,
      "fleet",
      { site: null, shift: "Day" },
      { site: local, shift: local },
    );
    expect(restored).toEqual({ site: "CRU-1", shift: "Day" });
  });
});
