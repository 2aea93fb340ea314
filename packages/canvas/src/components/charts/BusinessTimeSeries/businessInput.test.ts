import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { businessChartData, hasBusinessPoints, readBusinessInput } from "./businessInput";
import { businessInputSchema } from "./businessSchema";

const day = (date: string) => new Date(`${date}T00:00:00`).getTime();

describe("readBusinessInput", () => {
  it("reads sediments, lines and the cone in drawing order, named by display or key", () => {
    const model = readBusinessInput({
      current_date: "2026-10-21",
      sediments: {
        ore: {
          display: "Ore (t)",
          color: "orange",
          data: [
            ["2026-10-02", 2],
            ["2026-10-01", 1],
          ],
        },
      },
      lines: [{ data: [{ date: "2026-10-01", value: 5, target: "/x" }], is_hidden: true }],
      cone_of_probability: {
        boundaries: { lower: { data: [["2026-10-22", 1]] }, upper: { display: "High", data: [["2026-10-22", 3]] } },
        sediments: { ore: { data: [["2026-10-22", 2]] } },
        lines: { expected: { display: "Expected", data: [["2026-10-22", 2]] } },
      },
    });
    expect(model.series.map(({ role, name, hidden }) => [role, name, hidden])).toEqual([
      ["sediment", "Ore (t)", false],
      ["line", "Series 1", true],
      ["lower", "Lower bound", false],
      ["upper", "High", false],
      ["forecastSediment", "ore", false],
      ["forecastLine", "Expected", false],
    ]);
    expect(model.series[0]?.color).toBe(palette.orange[700]);
    expect(model.series[0]?.points.map((point) => [point.x, point.y])).toEqual([
      [day("2026-10-01"), 1],
      [day("2026-10-02"), 2],
    ]);
    expect(model.series[1]?.points[0]?.row).toEqual({ date: "2026-10-01", value: 5, target: "/x" });
    expect(model.currentDate).toBe(day("2026-10-21"));
    expect(model.dateOnly).toBe(true);
  });

  it("skips points without a readable date and accepts Dates and x/y objects", () => {
    const model = readBusinessInput({
      current_date: new Date(2026, 9, 21, 6),
      lines: [{ data: [{ x: new Date(2026, 9, 20, 6), y: "7" }, ["soon", 3], 42, [null, 1]] }],
    });
    expect(model.series[0]?.points.map((point) => point.y)).toEqual([7]);
    expect(model.dateOnly).toBe(false);
    expect(model.currentDate).toBe(new Date(2026, 9, 21, 6).getTime());
  });

  it("has nothing to plot without input or points", () => {
    expect(hasBusinessPoints(readBusinessInput(null))).toBe(false);
    expect(hasBusinessPoints(readBusinessInput({ sediments: { ore: { data: [] } } }))).toBe(false);
    expect(businessChartData(readBusinessInput({ lines: [{ data: [["2026-01-01", 1]] }] })).axis).toBe("time");
  });

  it("refuses a colour that is not one", () => {
    const parsed = businessInputSchema.safeParse({ lines: [{ data: [], color: "red; x: url(y)" }] });
    expect(parsed.success).toBe(false);
  });
});
