import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { seriesColors } from "../shared/chartTheme";
import { buildPieOptions, pieSlices, pieTable } from "./buildPieOptions";

const rows = [
  { status: "Hauling", hours: 1460, color: "green", target: "/storylines/fleet-operations" },
  { status: "Loading", hours: "410" },
  { status: "Broken", hours: 0 },
  { status: "Unknown", hours: null },
  { status: "Idle", hours: 130 },
];

describe("pieSlices", () => {
  it("keeps rows with a positive value, coloured by their field or in turn", () => {
    expect(pieSlices(rows, "status", "hours", "color").map(({ name, value, color }) => [name, value, color])).toEqual([
      ["Hauling", 1460, palette.green[700]],
      ["Loading", 410, seriesColors[1]],
      ["Idle", 130, seriesColors[2]],
    ]);
  });
});

describe("buildPieOptions", () => {
  it("draws a pie or a donut with labels holding each share", () => {
    const pie = buildPieOptions({
      rows,
      nameField: "status",
      valueField: "hours",
      donut: false,
      interactiveTooltip: false,
    });
    const series = (pie.option.series as Record<string, unknown>[])[0];
    expect(series).toMatchObject({ type: "pie", radius: [0, "72%"], cursor: "default" });
    const label = (series as { label: { formatter: (params: { dataIndex: number }) => string } }).label.formatter;
    expect(label({ dataIndex: 0 })).toBe("Hauling\n73 %");
    expect(pie.pointRows[0]?.[1]).toBe(rows[1]);
    const donut = buildPieOptions({
      rows,
      nameField: "status",
      valueField: "hours",
      donut: true,
      interactiveTooltip: true,
      clickable: true,
    });
    expect((donut.option.series as Record<string, unknown>[])[0]).toMatchObject({
      radius: ["48%", "72%"],
      cursor: "pointer",
    });
    expect(donut.option.tooltip).toMatchObject({ trigger: "item", showDelay: 200, hideDelay: 100 });
  });

  it("lists value and share in the tooltip and the table", () => {
    const built = buildPieOptions({
      rows,
      nameField: "status",
      valueField: "hours",
      donut: false,
      interactiveTooltip: false,
    });
    const formatter = (built.option.tooltip as { formatter: (params: { dataIndex: number }) => string }).formatter;
    expect(formatter({ dataIndex: 1 })).toContain("20.5 %");
    expect(pieTable(built.slices, "Status", "Hours").rows[0]).toEqual({
      key: "0-Hauling",
      cells: ["Hauling", "1,460", "73 %"],
      href: "/storylines/fleet-operations",
    });
  });
});
