import { describe, expect, it } from "vitest";
import { escapeHtml, formatCategory, formatChartDate, formatXValue, tooltipHeading, tooltipLine } from "./chartText";

describe("chart text", () => {
  it("escapes markup from data before ECharts writes it as HTML", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;",
    );
    expect(tooltipLine("#1565c0", "<b>IBM</b>", "12")).toContain("&lt;b&gt;IBM&lt;/b&gt;");
    expect(tooltipHeading("<script>")).toContain("&lt;script&gt;");
  });

  it("formats dates as 'DD MMM YYYY', with the time when asked", () => {
    const at = new Date(2026, 9, 8, 6, 5).getTime();
    expect(formatChartDate(at, false)).toBe("08 Oct 2026");
    expect(formatChartDate(at, true)).toBe("08 Oct 2026 06:05");
  });

  it("shows date categories as dates, short on the axis", () => {
    expect(formatCategory("2026-10-18")).toBe("18 Oct 2026");
    expect(formatCategory("2026-10-18", true)).toBe("18 Oct");
    expect(formatCategory("Night")).toBe("Night");
  });

  it("formats x values by axis kind", () => {
    expect(formatXValue(new Date(2026, 0, 2).getTime(), "time", true)).toBe("02 Jan 2026");
    expect(formatXValue(1234.5, "value", false)).toBe("1,234.5");
    expect(formatXValue("05:00", "category", false)).toBe("05:00");
  });
});
