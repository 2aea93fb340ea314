import { describe, expect, it } from "vitest";
import { palette } from "../../shared/palette";
import { layoutSparkline, sparklineStroke, sparklineSummary } from "./sparklineLayout";

describe("sparkline strokes (canvas-components §9)", () => {
  it("are 2 px filled, 3 px line and dashed, with dashes 5,5", () => {
    expect(sparklineStroke.filled.width).toBe(2);
    expect(sparklineStroke.line.width).toBe(3);
    expect(sparklineStroke.dashed).toEqual({ width: 3, dash: "5,5" });
    expect(sparklineStroke.gradient.width).toBe(2);
  });
});

describe("layoutSparkline", () => {
  it("scales the values into the box, highest at the top, lowest at the bottom", () => {
    const { paths } = layoutSparkline([{ values: [0, 10, 5], variant: "line" }], 102, 22, 1);
    expect(paths).toEqual([{ variant: "line", color: "#1565c0", line: "M1,21 L51,1 L101,11", strokeWidth: 3 }]);
  });

  it("joins sections: each starts at the previous one's last point", () => {
    const { paths } = layoutSparkline(
      [
        { values: [1, 2], variant: "filled", color: "orange" },
        { values: [3], variant: "dashed", color: "grey" },
      ],
      100,
      10,
      0,
    );
    expect(paths[0]).toMatchObject({
      line: "M0,10 L50,5",
      area: "M0,10 L50,5 L50,10 L0,10 Z",
      color: palette.orange[700],
    });
    expect(paths[1]).toMatchObject({ line: "M50,5 L100,0", dash: "5,5", strokeWidth: 3 });
    expect(paths[1]?.area).toBeUndefined();
  });

  it("breaks the line at empty values and draws a flat line across the middle", () => {
    expect(layoutSparkline([{ values: [1, null, 3, 4], variant: "line" }], 30, 10, 0).paths[0]?.line).toBe(
      "M0,10 M20,3.33 L30,0",
    );
    expect(layoutSparkline([{ values: [4, 4], variant: "gradient" }], 10, 10, 0).paths[0]).toMatchObject({
      line: "M0,5 L10,5",
      area: "M0,5 L10,5 L10,10 L0,10 Z",
    });
  });

  it("has nothing to draw without values", () => {
    expect(layoutSparkline([], 10, 10).paths).toEqual([]);
    expect(layoutSparkline([{ values: [null], variant: "line" }], 10, 10).paths).toEqual([]);
  });
});

describe("sparklineSummary", () => {
  it("states how many values, their range and the latest", () => {
    expect(sparklineSummary([3, 9, 5], String)).toBe("Sparkline of 3 values from 3 to 9, latest 5.");
    expect(sparklineSummary([], String)).toBe("No input provided.");
  });
});
