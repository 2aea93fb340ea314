import {
  CanvasRuntimeProvider,
  createMemoryRuntime,
  Gantt,
  ganttPropsSchema,
} from "@storyframe/canvas/testing/components";
import { createRoot } from "react-dom/client";
import { frameDeltas, hostElement, paintedAfter } from "../support/pageTiming";
import { ganttItems } from "./benchData";

/** The Gantt chart of 2,000 items (a hundred projects of twenty), read-only, zoomed to months. */
const props = ganttPropsSchema.parse({ items: ganttItems(2000), zoom: "month", readOnly: true, height: 640 });
const SCROLL_STEP_PX = 60;

/** The chart's vertical scroller: the element under the chart that scrolls the most. */
function scroller(): HTMLElement {
  const candidates = [...document.querySelectorAll<HTMLElement>(".sf-gantt *")].filter((element) => {
    const overflow = getComputedStyle(element).overflowY;
    return (overflow === "auto" || overflow === "scroll") && element.scrollHeight > element.clientHeight + 36;
  });
  const tallest = candidates.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
  if (tallest === undefined) throw new Error("The Gantt chart has nothing to scroll.");
  return tallest;
}

window.diagramBench = {
  draw() {
    const started = performance.now();
    createRoot(hostElement()).render(
      <CanvasRuntimeProvider runtime={createMemoryRuntime({}, "bench")}>
        <Gantt {...props} />
      </CanvasRuntimeProvider>,
    );
    return paintedAfter(started, () => document.querySelector(".sf-gantt .wx-bar") !== null);
  },
  move(frames) {
    const element = scroller();
    let offset = element.scrollTop;
    return frameDeltas(frames, () => {
      offset += SCROLL_STEP_PX;
      element.scrollTop = offset;
    });
  },
};
