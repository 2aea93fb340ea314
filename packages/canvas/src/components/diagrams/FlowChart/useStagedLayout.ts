import { type InternalNode, useNodesInitialized, useReactFlow, useUpdateNodeInternals } from "@xyflow/react";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { type Box, cachedPlacement, layoutFlowChart, layoutRetryDelayMs, placeAsGiven } from "./flowChartLayout";
import {
  type FlowChartElements,
  type FlowEdge,
  type FlowNode,
  layoutLinksOf,
  layoutNodesOf,
  placedNodes,
} from "./flowChartModel";

type LayoutState = "pending" | "ready";

/** Fitting never zooms in past 1: a chart of two nodes stays at its natural size. */
const FIT_VIEW_OPTIONS = { padding: 0.1, maxZoom: 1 } as const;

const isMeasured = (node: InternalNode<FlowNode> | undefined) =>
  (node?.measured.width ?? 0) > 0 && (node?.measured.height ?? 0) > 0;

/** Every shown node's box on the whole chart, as React Flow has it now (after moves). */
export function useCurrentBoxes(elements: FlowChartElements): () => Map<string, Box> {
  const { getInternalNode } = useReactFlow<FlowNode, FlowEdge>();
  const latest = useRef(elements);
  latest.current = elements;
  return useCallback(() => {
    const boxes = new Map<string, Box>();
    for (const { id } of latest.current.nodes) {
      const node = getInternalNode(id);
      if (node === undefined || latest.current.hiddenIds.has(id)) continue;
      const { x, y } = node.internals.positionAbsolute;
      boxes.set(id, { x, y, width: node.measured.width ?? 0, height: node.measured.height ?? 0 });
    }
    return boxes;
  }, [getInternalNode]);
}

/**
 * The staged layout (canvas-components §4): wait until every shown node's size is known, asking again after
 * min(2000, 100 × attempt) ms while any is missing; then place the nodes (left to right with dagre, or where the
 * author put them when any node has coordinates), fit the chart to the view, and only then report it ready to show.
 * Runs once per mount: the component mounts the pane afresh when what the layout depends on changes.
 */
export function useStagedLayout(
  elements: FlowChartElements,
  setNodes: Dispatch<SetStateAction<FlowNode[]>>,
  setBoxes: (boxes: ReadonlyMap<string, Box>) => void,
): LayoutState {
  const { getInternalNode, fitView } = useReactFlow<FlowNode, FlowEdge>();
  const updateNodeInternals = useUpdateNodeInternals();
  const nodesInitialized = useNodesInitialized();
  const [state, setState] = useState<LayoutState>("pending");
  const [placed, setPlaced] = useState(false);
  const job = useRef({
    attempt: 0,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    done: false,
    active: true,
  });
  const attempt = useRef(() => {});

  attempt.current = () => {
    const current = job.current;
    if (current.done || !current.active) return;
    clearTimeout(current.timer);
    const shown = elements.nodes.filter((node) => !elements.hiddenIds.has(node.id)).map((node) => node.id);
    const unmeasured = shown.filter((id) => !isMeasured(getInternalNode(id)));
    if (unmeasured.length > 0) {
      // Ask React Flow to measure them again: a node shown inside a container that had no size yet is not re-measured by itself.
      if (current.attempt > 0) updateNodeInternals(unmeasured);
      current.attempt += 1;
      current.timer = setTimeout(() => attempt.current(), layoutRetryDelayMs(current.attempt));
      return;
    }
    current.done = true;
    const layoutNodes = layoutNodesOf(elements, (id) => {
      const { width = 0, height = 0 } = getInternalNode(id)?.measured ?? {};
      return { width, height };
    });
    const placement = elements.placedByAuthor
      ? placeAsGiven(layoutNodes)
      : cachedPlacement(elements.layoutKey, layoutNodes, () => layoutFlowChart(layoutNodes, layoutLinksOf(elements)));
    setNodes((nodes) => placedNodes(nodes, placement));
    setBoxes(placement.boxes);
    setPlaced(true);
  };

  // Fitted once React Flow holds the placed nodes (its store takes them in an effect of the render that passes
  // them): fitting in the same turn as the placement frames the nodes where they were before it.
  useEffect(() => {
    if (!placed) return;
    void fitView(FIT_VIEW_OPTIONS).then(() => {
      if (job.current.active) setState("ready");
    });
  }, [placed, fitView]);

  useEffect(() => {
    const current = job.current;
    current.active = true;
    attempt.current();
    return () => {
      current.active = false;
      clearTimeout(current.timer);
    };
  }, []);

  // Sizes usually arrive before the first retry: lay out as soon as React Flow has measured every node.
  useEffect(() => {
    if (nodesInitialized) attempt.current();
  }, [nodesInitialized]);

  return state;
}
