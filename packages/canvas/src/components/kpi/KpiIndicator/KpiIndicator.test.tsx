import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { contrastRatio, palette } from "../../shared/palette";
import { deltaColors } from "../shared/DeltaLine";
import KpiIndicator from "./KpiIndicator";
import { kpiIndicatorPropsSchema } from "./KpiIndicator.meta";

const props = (input: Record<string, unknown>) => kpiIndicatorPropsSchema.parse(input);

describe("KpiIndicator", () => {
  it("shows the title, the formatted value with its unit, and is named by its title", () => {
    renderInCanvas(<KpiIndicator {...props({ title: "Tonnes hauled", value: 1284530, unit: "t", decimals: 0 })} />);
    const group = screen.getByRole("group", { name: "Tonnes hauled" });
    expect(within(group).getByText("1,284,530")).toBeTruthy();
    expect(within(group).getByText("t")).toBeTruthy();
  });

  it("shows a positive delta green with an up arrow and a negative one red with a down arrow", () => {
    renderInCanvas(
      <KpiIndicator
        {...props({
          title: "Utilisation",
          value: "81.4%",
          deltas: [
            { value: "+2.1 pts", title: "day shifts", class: "positive" },
            { value: "-3.8 pts", title: "night shifts", class: "negative" },
          ],
        })}
      />,
    );
    const [up, down] = screen.getAllByRole("listitem");
    expect(up?.className).toContain("sf-delta--positive");
    expect(getComputedStyle(up as Element).color).toBe("rgb(46, 125, 50)");
    expect(
      within(up as HTMLElement)
        .getByRole("img", { name: "Positive change" })
        .getAttribute("data-testid"),
    ).toBe("ArrowUpwardIcon");
    expect(down?.className).toContain("sf-delta--negative");
    expect(getComputedStyle(down as Element).color).toBe("rgb(198, 40, 40)");
    expect(
      within(down as HTMLElement)
        .getByRole("img", { name: "Negative change" })
        .getAttribute("data-testid"),
    ).toBe("ArrowDownwardIcon");
    expect(up?.textContent).toBe("Positive change+2.1 ptsday shifts");
  });

  it("signs numeric deltas and leaves a delta without class neutral, with no arrow", () => {
    renderInCanvas(
      <KpiIndicator
        {...props({ title: "Cycle", value: 31.6, deltas: [{ value: 1.25, title: "min" }], decimals: 1 })}
      />,
    );
    const item = screen.getByRole("listitem");
    expect(item.className).toContain("sf-delta--neutral");
    expect(within(item).queryByRole("img")).toBeNull();
    expect(within(item).getByText("+1.3")).toBeTruthy();
  });

  it("shows a dash for a missing value, without the unit", () => {
    renderInCanvas(<KpiIndicator {...props({ title: "Payload fill", value: null, unit: "%" })} />);
    expect(screen.getByText("—")).toBeTruthy();
    expect(screen.queryByText("%")).toBeNull();
  });

  it("keeps every delta colour at 4.5:1 or more on the white card", () => {
    for (const color of Object.values(deltaColors)) {
      expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(palette.darkblue[700], "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("requires a title and a known icon", () => {
    expect(kpiIndicatorPropsSchema.safeParse({ value: 1 }).success).toBe(false);
    const result = kpiIndicatorPropsSchema.safeParse({ title: "Fuel", icon: "spaceship" });
    expect(result.error?.issues[0]?.message).toBe("Use the name of a canvas icon, e.g. 'truck'.");
  });
});
