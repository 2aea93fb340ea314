import { ScatterChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

/*
 * The static page's script: the gapminder scatter of the world-development storyline, written by hand for
 * this one frame with the same chart library Storyframe draws it with. Bundled by the viewer-load bench.
 */
use([ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type CountryRow = { country: string; region: string; fertility: number; life_expect: number; pop_millions: number };
type Point = [fertility: number, lifeExpectancy: number, population: number, country: string];

declare global {
  interface Window {
    /** Started by the page's first script, before this one loads. */
    firstRows: Promise<CountryRow[]>;
  }
}

const element = (id: string) => {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`#${id} is missing`);
  return found;
};

const chart = init(element("chart"), undefined, { renderer: "canvas" });
const title = element("title");
const yearInput = element("year") as HTMLInputElement;

/** Bubble diameter: its area grows with the population, as Storyframe's scatter sizes bubbles. */
function bubbleSize(value: number, min: number, max: number): number {
  const share = max > min ? (value - min) / (max - min) : 0.5;
  return Math.sqrt(6 ** 2 + share * (40 ** 2 - 6 ** 2));
}

function draw(year: number, rows: CountryRow[]): void {
  title.textContent = `Life expectancy against children per woman, ${year}`;
  const populations = rows.map((row) => row.pop_millions);
  const min = Math.min(...populations);
  const max = Math.max(...populations);
  const regions = [...new Set(rows.map((row) => row.region))];
  chart.setOption(
    {
      animationDuration: 300,
      textStyle: { fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif", fontSize: 12 },
      legend: { type: "scroll", top: 0 },
      grid: { left: 56, right: 24, top: 48, bottom: 56 },
      tooltip: {
        trigger: "item",
        formatter: (params: unknown) => {
          const [fertility, life, population, country] = (params as { value: Point }).value;
          return `${country}<br>Children per woman: ${fertility}<br>Life expectancy: ${life}<br>Population: ${population} m`;
        },
      },
      xAxis: { type: "value", name: "Children per woman", nameLocation: "middle", nameGap: 32 },
      yAxis: {
        type: "value",
        scale: true,
        name: "Life expectancy at birth (years)",
        nameLocation: "middle",
        nameGap: 40,
      },
      series: regions.map((region) => ({
        type: "scatter" as const,
        name: region,
        data: rows
          .filter((row) => row.region === region)
          .map((row): Point => [row.fertility, row.life_expect, row.pop_millions, row.country]),
        symbolSize: (value: Point) => bubbleSize(value[2], min, max),
        itemStyle: { opacity: 0.78, borderColor: "#ffffff", borderWidth: 1 },
        emphasis: { focus: "series" as const },
      })),
    },
    { notMerge: true },
  );
}

/** The data has every fifth year; another year falls back to the one before, as the storyline's SQL does. */
const dataYear = (year: number) => Math.min(2005, Math.max(1955, year - (((year % 5) + 5) % 5)));

async function showYear(year: number): Promise<void> {
  const response = await fetch(`/data/countries-${dataYear(year)}.json`);
  draw(year, (await response.json()) as CountryRow[]);
}

// Like the storyline's filter: typing edits the field, Enter or leaving it commits the year.
const commit = () => {
  const year = Number(yearInput.value);
  if (Number.isInteger(year)) void showYear(year);
};
yearInput.addEventListener("keydown", (event) => {
  if (event.key === "Enter") commit();
});
yearInput.addEventListener("change", commit);
new ResizeObserver(() => chart.resize()).observe(element("chart"));

void window.firstRows.then((rows) => draw(Number(yearInput.value), rows));
