import { render } from "@testing-library/react";
import { getInstanceByDom } from "echarts/core";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveElementsASize } from "../../../test/chartTestRenderer";
import { EChart } from "./EChart";

vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());

let restoreSize: () => void;
beforeEach(() => {
  restoreSize = giveElementsASize();
});
afterEach(() => restoreSize());

const built = (values: number[]) => ({
  option: {
    xAxis: { type: "category" as const, data: values.map((_, index) => `x${index}`) },
    yAxis: { type: "value" as const },
    series: [{ type: "line" as const, data: values }],
  },
  pointRows: [values.map((value) => ({ value }))],
});

/** What the chart holds when the browser could first paint the frame: read in a layout effect around it. */
function PaintedWith({ children, onCommit }: { children: ReactNode; onCommit: (seen: unknown) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current?.querySelector(".sf-chart-canvas") as HTMLElement | null;
    const chart = element === null ? undefined : getInstanceByDom(element);
    onCommit((chart?.getOption() as { series?: { data: number[] }[] } | undefined)?.series?.[0]?.data ?? null);
  });
  return <div ref={box}>{children}</div>;
}

describe("EChart", () => {
  it("is drawn in the commit that shows it, so the frame is never painted without its chart", () => {
    const seen: unknown[] = [];
    const { rerender } = render(
      <PaintedWith onCommit={(data) => seen.push(data)}>
        <EChart built={built([1, 2, 3])} height={200} ariaLabel="Line chart" />
      </PaintedWith>,
    );
    rerender(
      <PaintedWith onCommit={(data) => seen.push(data)}>
        <EChart built={built([4, 5])} height={200} ariaLabel="Line chart" />
      </PaintedWith>,
    );
    expect(seen).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });
});
