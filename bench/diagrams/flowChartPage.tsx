import {
  CanvasRuntimeProvider,
  createMemoryRuntime,
  FlowChart,
  flowChartPropsSchema,
} from "@storyframe/canvas/testing/components";
import { createRoot } from "react-dom/client";
import { hostElement, paintedAfter } from "../support/pageTiming";
import { flowGraph } from "./benchData";

/** The flow chart of 300 nodes and 400 links: its staged layout (measure, dagre, fit) until it shows. */
const props = flowChartPropsSchema.parse({ ...flowGraph(300, 400), height: 800 });

window.diagramBench = {
  draw() {
    const started = performance.now();
    createRoot(hostElement()).render(
      <CanvasRuntimeProvider runtime={createMemoryRuntime({}, "bench")}>
        <FlowChart {...props} />
      </CanvasRuntimeProvider>,
    );
    return paintedAfter(
      started,
      () => document.querySelector('[data-layout-state="ready"] .react-flow__node') !== null,
    );
  },
};
