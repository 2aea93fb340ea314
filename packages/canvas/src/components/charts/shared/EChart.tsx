import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from "echarts/components";
import { type EChartsType, init, use } from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { BuiltChart } from "./chartOption";
import type { ChartRow } from "./chartRows";
import type { ZoomWindow } from "./xRange";

// The parts every chart uses; each chart module adds its own series type with `use`.
use([
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

/** A zoom the chart should show because its range parameters changed elsewhere; `window: null` shows everything. */
export type ZoomRequest = { window: Partial<ZoomWindow> | null };

type EChartProps = {
  built: BuiltChart;
  height: number;
  /** The chart's accessible name (title, series, size): the canvas itself says nothing to a screen reader. */
  ariaLabel: string;
  onPointClick?: ((row: ChartRow) => void) | undefined;
  onZoom?: ((window: ZoomWindow) => void) | undefined;
  zoomRequest?: ZoomRequest | null | undefined;
};

type ZoomState = { startValue?: unknown; endValue?: unknown; start?: unknown; end?: unknown };

/** The x window the chart shows now, in axis units; null when it has no zoom. */
export function readZoomWindow(chart: Pick<EChartsType, "getOption">): ZoomWindow | null {
  const zoom = (chart.getOption() as { dataZoom?: ZoomState[] }).dataZoom?.[0];
  if (zoom === undefined || typeof zoom.startValue !== "number" || typeof zoom.endValue !== "number") return null;
  return { startValue: zoom.startValue, endValue: zoom.endValue };
}

/** Whether the chart's zoom (if any) shows the whole x axis. */
function showsEverything(chart: Pick<EChartsType, "getOption">): boolean {
  const zoom = (chart.getOption() as { dataZoom?: ZoomState[] }).dataZoom?.[0];
  if (zoom === undefined) return true;
  return (zoom.start ?? 0) === 0 && (zoom.end ?? 100) === 100;
}

const sameWindow = (current: ZoomWindow | null, wanted: Partial<ZoomWindow>) =>
  current !== null &&
  (wanted.startValue === undefined || Math.abs(current.startValue - wanted.startValue) < 1e-6) &&
  (wanted.endValue === undefined || Math.abs(current.endValue - wanted.endValue) < 1e-6);

/**
 * One ECharts instance in a box of the given height and the container's width: re-drawn when the option
 * changes, resized with its container, disposed on unmount. Clicks on a point report the row behind it;
 * zooming reports the new x window. The chart is made and drawn in layout effects, in the commit that shows it: in
 * passive effects, which run after the browser has painted an update that did not come from input (data that
 * arrived, a frame shown after its code loaded), the frame would be painted once with an empty box and again a frame
 * later with its chart.
 */
export function EChart({ built, height, ariaLabel, onPointClick, onZoom, zoomRequest }: EChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  /** Whether the current chart instance has drawn an option yet. */
  const drawn = useRef(false);
  const latest = useRef({ built, onPointClick, onZoom });
  latest.current = { built, onPointClick, onZoom };

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const chart = init(container, undefined, { renderer: "canvas" });
    chartRef.current = chart;
    drawn.current = false;
    chart.on("click", (params) => {
      const { seriesIndex, dataIndex } = params as { seriesIndex?: number; dataIndex?: number };
      if (seriesIndex === undefined || dataIndex === undefined) return;
      const row = latest.current.built.pointRows[seriesIndex]?.[dataIndex];
      if (row !== undefined) latest.current.onPointClick?.(row);
    });
    chart.on("datazoom", () => {
      const window = readZoomWindow(chart);
      if (window !== null) latest.current.onZoom?.(window);
    });
    // The observer also reports the size the chart was made at, at once: resizing to it would draw it all again.
    const resizeIfChanged = () => {
      if (container.clientWidth !== chart.getWidth() || container.clientHeight !== chart.getHeight()) chart.resize();
    };
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(resizeIfChanged);
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (chart === null) return;
    // A chart appears as it is, at once (its first paint is also a page's or an export's); later changes animate.
    chart.setOption(drawn.current ? built.option : { ...built.option, animation: false }, { notMerge: true });
    drawn.current = true;
  }, [built]);

  useEffect(() => {
    const chart = chartRef.current;
    if (chart === null || zoomRequest === undefined || zoomRequest === null) return;
    const { window } = zoomRequest;
    if (window === null) {
      if (!showsEverything(chart)) chart.dispatchAction({ type: "dataZoom", start: 0, end: 100 });
    } else if (!sameWindow(readZoomWindow(chart), window)) {
      chart.dispatchAction({ type: "dataZoom", ...window });
    }
  }, [zoomRequest]);

  return (
    <div
      ref={containerRef}
      className="sf-chart-canvas"
      role="img"
      aria-label={ariaLabel}
      // Size containment: the canvas' pixel width never props its container open, so the chart can shrink.
      style={{ width: "100%", height, position: "relative", contain: "size" }}
    />
  );
}
