import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { contrastRatio } from "../../shared/palette";
import MinMaxIndicator, { OUT_OF_RANGE_COLOR } from "./MinMaxIndicator";
import { minMaxIndicatorPropsSchema } from "./MinMaxIndicator.meta";

const props = (input: Record<string, unknown>) => minMaxIndicatorPropsSchema.parse(input);
const markerOf = (meter: HTMLElement) => meter.querySelector(".sf-minmax__marker") as HTMLElement;

describe("MinMaxIndicator", () => {
  it("places a marker at the value along a track labelled with min and max", () => {
    renderInCanvas(
      <MinMaxIndicator {...props({ title: "Haul speed", value: 29, min: 18, max: 40, unit: "km/h", decimals: 1 })} />,
    );
    const meter = screen.getByRole("meter", { name: "Haul speed" });
    expect(meter.getAttribute("aria-valuemin")).toBe("18");
    expect(meter.getAttribute("aria-valuemax")).toBe("40");
    expect(meter.getAttribute("aria-valuenow")).toBe("29");
    expect(meter.getAttribute("aria-valuetext")).toBe("29.0 km/h, range 18.0 km/h to 40.0 km/h");
    expect(markerOf(meter).style.left).toBe("50%");
    expect(screen.getByText("Min 18.0 km/h")).toBeTruthy();
    expect(screen.getByText("Max 40.0 km/h")).toBeTruthy();
    expect(screen.getByText("29.0 km/h")).toBeTruthy();
  });

  it("pins a value above the range to the end, in red, and says so", () => {
    renderInCanvas(<MinMaxIndicator {...props({ title: "Tyre pressure", value: 781, min: 650, max: 760 })} />);
    const meter = screen.getByRole("meter", { name: "Tyre pressure" });
    expect(meter.getAttribute("data-state")).toBe("above");
    expect(meter.getAttribute("aria-valuenow")).toBe("760");
    expect(meter.getAttribute("aria-valuetext")).toBe("781, range 650 to 760 (above maximum)");
    expect(markerOf(meter).style.left).toBe("100%");
    expect(getComputedStyle(markerOf(meter)).backgroundColor).toBe("rgb(198, 40, 40)");
    expect(screen.getByText("Above maximum")).toBeTruthy();
    expect(contrastRatio(OUT_OF_RANGE_COLOR, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("pins a value below the range to the start", () => {
    renderInCanvas(<MinMaxIndicator {...props({ value: 2, min: 5, max: 10 })} />);
    const meter = screen.getByRole("meter", { name: "Value in range" });
    expect(markerOf(meter).style.left).toBe("0%");
    expect(screen.getByText("Below minimum")).toBeTruthy();
  });

  it("shows the track without a marker when the value is null", () => {
    renderInCanvas(<MinMaxIndicator {...props({ title: "Fill", value: null, min: 0, max: 1 })} />);
    const meter = screen.getByRole("meter", { name: "Fill" });
    expect(meter.querySelector(".sf-minmax__marker")).toBeNull();
    expect(meter.getAttribute("aria-valuenow")).toBeNull();
  });

  it("colours an in-range marker with markerColor", () => {
    renderInCanvas(
      <MinMaxIndicator {...props({ title: "Fill", value: 96, min: 85, max: 105, markerColor: "green" })} />,
    );
    expect(getComputedStyle(markerOf(screen.getByRole("meter"))).backgroundColor).toBe("rgb(67, 160, 71)");
  });

  it("requires min below max", () => {
    const result = minMaxIndicatorPropsSchema.safeParse({ value: 1, min: 5, max: 5 });
    expect(result.error?.issues[0]).toMatchObject({ message: "'min' must be less than 'max'.", path: ["max"] });
  });
});
