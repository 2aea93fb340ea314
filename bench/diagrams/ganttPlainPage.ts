import { frameDeltas, hostElement, nextPaint } from "../support/pageTiming";
import { ganttItems } from "./benchData";

/**
 * The plain page beside the Gantt chart: the same 2,000 items as a name column and absolutely positioned bars,
 * every row drawn, in one scrolled div of the chart's height (rows of 36 px, bars of 26 px, a month of 80 px).
 */
const items = ganttItems(2000);
const ROW = 36;
const BAR = 26;
const PX_PER_DAY = 80 / 30;
const SCROLL_STEP_PX = 60;
const DAY_MS = 86_400_000;
const origin = Date.UTC(2026, 0, 1);
const dayOf = (date: string) => (Date.parse(date) - origin) / DAY_MS;

window.diagramBench = {
  async draw() {
    const started = performance.now();
    const viewport = document.createElement("div");
    viewport.id = "scroller";
    viewport.style.cssText =
      "position:relative;overflow:auto;width:1360px;height:640px;border:1px solid #ccc;font:13px sans-serif";
    const content = document.createElement("div");
    content.style.cssText = `position:relative;height:${items.length * ROW}px;width:${200 + 400 * PX_PER_DAY}px`;
    items.forEach((item, index) => {
      const name = document.createElement("div");
      name.style.cssText = `position:absolute;left:0;top:${index * ROW}px;width:200px;height:${ROW}px;line-height:${ROW}px;border-bottom:1px solid #eee;padding-left:${item.parent === undefined ? 8 : 24}px;box-sizing:border-box`;
      name.textContent = item.name;
      const bar = document.createElement("div");
      const left = 200 + dayOf(item.start) * PX_PER_DAY;
      const width = Math.max(4, (dayOf(item.end) - dayOf(item.start)) * PX_PER_DAY);
      bar.style.cssText = `position:absolute;left:${left}px;top:${index * ROW + (ROW - BAR) / 2}px;width:${width}px;height:${BAR}px;border-radius:3px;background:${item.type === "project" ? "#00897b" : "#3983eb"};color:#fff;overflow:hidden;white-space:nowrap`;
      bar.textContent = item.name;
      content.append(name, bar);
    });
    viewport.appendChild(content);
    hostElement().appendChild(viewport);
    return (await nextPaint()) - started;
  },
  move(frames) {
    const element = document.getElementById("scroller");
    if (element === null) throw new Error("Nothing to scroll.");
    let offset = element.scrollTop;
    return frameDeltas(frames, () => {
      offset += SCROLL_STEP_PX;
      element.scrollTop = offset;
    });
  },
};
