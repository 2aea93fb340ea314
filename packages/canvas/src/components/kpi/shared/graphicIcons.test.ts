import { describe, expect, it } from "vitest";
import { fontAwesomeIconName, materialIconName, toKebabCase } from "./graphicIcons";

describe("toKebabCase", () => {
  it.each([
    ["LocalShipping", "local-shipping"],
    ["local_shipping", "local-shipping"],
    ["gasPump", "gas-pump"],
    ["QRCode", "qr-code"],
    ["Battery20", "battery20"],
    ["trending up", "trending-up"],
  ])("%s → %s", (name, kebab) => {
    expect(toKebabCase(name)).toBe(kebab);
  });
});

describe("materialIconName", () => {
  it("resolves Material names that match a canvas icon directly", () => {
    expect(materialIconName("TrendingUp")).toBe("trending-up");
    expect(materialIconName("Dashboard")).toBe("dashboard");
    expect(materialIconName("check_circle")).toBe("check-circle");
  });

  it("resolves Material names the canvas set calls otherwise", () => {
    expect(materialIconName("LocalShipping")).toBe("truck");
    expect(materialIconName("LocalShippingIcon")).toBe("truck");
    expect(materialIconName("local_gas_station")).toBe("fuel");
    expect(materialIconName("Place")).toBe("map-pin");
    expect(materialIconName("ArrowUpward")).toBe("arrow-up");
  });

  it("knows nothing of names outside the map", () => {
    expect(materialIconName("Spaceship")).toBeUndefined();
    expect(materialIconName("")).toBeUndefined();
  });
});

describe("fontAwesomeIconName", () => {
  it("takes bare, prefixed, styled and React names", () => {
    expect(fontAwesomeIconName("truck")).toBe("truck");
    expect(fontAwesomeIconName("fa-truck")).toBe("truck");
    expect(fontAwesomeIconName("fa-solid fa-gas-pump")).toBe("fuel");
    expect(fontAwesomeIconName("fas fa-exclamation-triangle")).toBe("warning");
    expect(fontAwesomeIconName("faGasPump")).toBe("fuel");
  });

  it("maps version 5 and version 6 names to the same icon", () => {
    expect(fontAwesomeIconName("map-marker-alt")).toBe(fontAwesomeIconName("location-dot"));
    expect(fontAwesomeIconName("tachometer-alt")).toBe(fontAwesomeIconName("gauge-high"));
    expect(fontAwesomeIconName("chart-line")).toBe("show-chart");
  });

  it("knows nothing of names outside the map", () => {
    expect(fontAwesomeIconName("fa-dragon")).toBeUndefined();
  });
});
