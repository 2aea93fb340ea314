import { renderValueDriverTree } from "@storyframe/canvas/valueDriverTree";
import { frameDeltas, hostElement, nextPaint } from "../support/pageTiming";
import { vdtTree } from "./benchData";
import { zoomDelta } from "./pageHarness";

/** The value-driver tree of 1,000 nodes through the headless page's entry (`renderValueDriverTree`). */
const props = { root: vdtTree(1000), height: 800 };
const ZOOM_DELTA_PX = 20;

window.diagramBench = {
  async draw() {
    const started = performance.now();
    await renderValueDriverTree(hostElement(), props);
    return (await nextPaint()) - started;
  },
  move(frames) {
    const viewport = document.querySelector<HTMLElement>(".sf-vdt-viewport");
    if (viewport === null) throw new Error("No value-driver tree to zoom.");
    const bounds = viewport.getBoundingClientRect();
    const centre = { clientX: bounds.left + bounds.width / 2, clientY: bounds.top + bounds.height / 2 };
    return frameDeltas(frames, (frame) => {
      const deltaY = zoomDelta(frame, frames, ZOOM_DELTA_PX);
      viewport.dispatchEvent(new WheelEvent("wheel", { ...centre, deltaY, bubbles: true, cancelable: true }));
    });
  },
};
