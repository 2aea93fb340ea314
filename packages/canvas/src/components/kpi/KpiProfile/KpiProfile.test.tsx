import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { palette } from "../../shared/palette";
import KpiProfile, { DEFAULT_TREND_COLOR } from "./KpiProfile";
import { kpiProfilePropsSchema } from "./KpiProfile.meta";
import { describeTrend } from "./TrendChart";

const props = (input: Record<string, unknown>) => kpiProfilePropsSchema.parse(input);

describe("KpiProfile", () => {
  it("shows title, value, delta and a trend described in words (full by default)", () => {
    const { container } = renderInCanvas(
      <KpiProfile
        {...props({
          title: "Tonnes per day",
          value: 47350,
          unit: "t",
          decimals: 0,
          delta: { value: "+6.1%", title: "vs average", class: "positive" },
          chart: [41200, 43950, 39870, 47350],
        })}
      />,
    );
    const group = screen.getByRole("group", { name: "Tonnes per day" });
    expect(group.className).toContain("sf-kpi-profile--full");
    expect(within(group).getByText("47,350")).toBeTruthy();
    expect(within(group).getByRole("img", { name: "Positive change" })).toBeTruthy();
    expect(
      within(group).getByRole("img", {
        name: "Trend of Tonnes per day over 4 values: from 41,200 to 47,350, low 39,870, high 47,350.",
      }),
    ).toBeTruthy();
    expect(container.querySelector(".sf-trend__line")?.getAttribute("stroke")).toBe(DEFAULT_TREND_COLOR);
    expect(within(group).getByText("Low 39,870")).toBeTruthy();
  });

  it("lays out the compact variant on one line with a shorter trend", () => {
    const { container } = renderInCanvas(
      <KpiProfile {...props({ title: "Utilisation", value: "78.4%", variant: "compact", chart: [81.2, 78.4] })} />,
    );
    expect(screen.getByRole("group", { name: "Utilisation" }).className).toContain("sf-kpi-profile--compact");
    expect((container.querySelector(".sf-trend") as HTMLElement).style.height).toBe("28px");
    expect(container.querySelector(".sf-kpi-profile__range")).toBeNull();
  });

  it("takes a plain delta value as a neutral change and a chart object's colour", () => {
    const { container } = renderInCanvas(
      <KpiProfile {...props({ title: "Cycle", value: 33.8, delta: 1.4, chart: { values: [1, 2], color: "red" } })} />,
    );
    expect(container.querySelector(".sf-delta--neutral")?.textContent).toBe("+1.4");
    expect(container.querySelector(".sf-trend__line")?.getAttribute("stroke")).toBe(palette.red[500]);
  });

  it("renders without a chart or delta", () => {
    const { container } = renderInCanvas(<KpiProfile {...props({ title: "Trucks", value: 24 })} />);
    expect(container.querySelector(".sf-trend")).toBeNull();
    expect(container.querySelector(".sf-delta")).toBeNull();
    expect(screen.getByText("24")).toBeTruthy();
  });

  it("describes an empty trend", () => {
    expect(describeTrend("Fuel", [null])).toBe("No trend data for Fuel.");
  });

  it("takes a missing chart point (null or absent in the data) as a gap", () => {
    expect(props({ title: "Fuel", chart: [3, undefined, null, 5] }).chart).toEqual([3, null, null, 5]);
    expect(props({ title: "Fuel", chart: { values: [undefined] } }).chart).toEqual({ values: [null] });
  });

  it("refuses an unknown variant", () => {
    expect(kpiProfilePropsSchema.safeParse({ title: "A", variant: "tiny" }).success).toBe(false);
  });
});
