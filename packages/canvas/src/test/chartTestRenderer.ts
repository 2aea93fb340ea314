import { vi } from "vitest";

/**
 * jsdom has no canvas, so chart tests draw with ECharts' SVG renderer in its place: the only thing replaced.
 * At the top of a test file:
 * `vi.mock("echarts/renderers", async () => (await import("../../../test/chartTestRenderer")).svgInPlaceOfCanvas());`
 * (from a chart family's component folder)
 */
export async function svgInPlaceOfCanvas() {
  const renderers = await vi.importActual<typeof import("echarts/renderers")>("echarts/renderers");
  const { setPlatformAPI } = await vi.importActual<typeof import("echarts/core")>("echarts/core");
  // Text is measured on a canvas too: estimate widths as a server-side rendering would.
  setPlatformAPI({ measureText: (text: string, font?: string) => ({ width: text.length * fontSizeOf(font) * 0.6 }) });
  return { ...renderers, CanvasRenderer: renderers.SVGRenderer };
}

/** Gives elements a layout size, which jsdom lacks, so ECharts lays the chart out as in a browser. */
export function giveElementsASize(width = 640, height = 320): () => void {
  const widthSpy = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(width);
  const heightSpy = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(height);
  return () => {
    widthSpy.mockRestore();
    heightSpy.mockRestore();
  };
}

const fontSizeOf = (font: string | undefined) => Number(/(\d+)px/.exec(font ?? "")?.[1] ?? 12);
