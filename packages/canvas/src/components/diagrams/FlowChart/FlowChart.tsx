/// <reference path="./flowChartStyles.d.ts" />
import Box from "@mui/material/Box";
import {
  applyNodeChanges,
  Controls,
  type NodeChange,
  type NodeMouseHandler,
  ReactFlow,
  ReactFlowProvider,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { emptyStateSx } from "../../shared/emptyStateSx";
import { palette } from "../../shared/palette";
import { callSafely } from "../../shared/safeCallback";
import type { FlowChartProps } from "./FlowChart.meta";
import { FlowLinkView } from "./FlowLinkView";
import { FlowChartNodesContext, FlowNodeView } from "./FlowNodeView";
import type { Box as NodeBox } from "./flowChartLayout";
import {
  type FlowChartElements,
  type FlowEdge,
  type FlowNode,
  REROUTE_DELAY_MS,
  toFlowChartElements,
  toFlowEdges,
} from "./flowChartModel";
import { useCurrentBoxes, useStagedLayout } from "./useStagedLayout";

/** Zoom range and the distance within which a dragged connection snaps to a handle (canvas-components §9). */
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 10;
const CONNECTION_RADIUS = 40;

const nodeTypes = { flowNode: FlowNodeView };
const edgeTypes = { flowLink: FlowLinkView };
const noEdges: FlowEdge[] = [];

type PaneProps = Omit<FlowChartProps, "nodes" | "links"> & { readonly elements: FlowChartElements };

/** The React Flow pane of one layout: hidden until the staged layout has placed and fitted it. */
function FlowChartPane({ elements, height, selectedParameter, onNodeClick }: PaneProps) {
  const [nodes, setNodes] = useState<FlowNode[]>(() => [...elements.nodes]);
  const [boxes, setBoxes] = useState<ReadonlyMap<string, NodeBox> | null>(null);
  const layoutState = useStagedLayout(elements, setNodes, setBoxes);
  const currentBoxes = useCurrentBoxes(elements);
  const [selectedId, setSelectedId] = useBoundParameter<unknown>(selectedParameter, null);
  const callbackApi = useCallbackApi();
  const rerouteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(rerouteTimer.current), []);

  // No links before the placement: they would be drawn (hidden) once between the nodes still at the origin and
  // again where the layout puts them.
  const edges = useMemo(() => (boxes === null ? noEdges : toFlowEdges(elements, boxes)), [elements, boxes]);
  // Positions are the pane's own; the accessible name (it holds the fill level) and selection follow the props.
  const shownNodes = useMemo(() => {
    const fresh = new Map(elements.nodes.map((node) => [node.id, node]));
    return nodes.map((node) => {
      const selected = selectedId !== null && selectedId !== undefined && String(selectedId) === node.id;
      const ariaLabel = fresh.get(node.id)?.ariaLabel ?? node.ariaLabel;
      return node.selected === selected && node.ariaLabel === ariaLabel ? node : { ...node, selected, ariaLabel };
    });
  }, [elements, nodes, selectedId]);

  // Selection follows the parameter alone, so React Flow's own select and remove changes are left out.
  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      const kept = changes.filter((change) => change.type !== "select" && change.type !== "remove");
      if (kept.length === 0) return;
      setNodes((current) => applyNodeChanges(kept, current));
      if (kept.some((change) => change.type === "position")) {
        clearTimeout(rerouteTimer.current);
        rerouteTimer.current = setTimeout(() => setBoxes(currentBoxes()), REROUTE_DELAY_MS);
      }
    },
    [currentBoxes],
  );

  const select = (id: string) => {
    const node = elements.nodesById.get(id);
    if (node === undefined) return;
    setSelectedId(node.id);
    callSafely(onNodeClick, "FlowChart onNodeClick", node, callbackApi());
  };
  const onNodeClicked: NodeMouseHandler<FlowNode> = (_event, node) => select(node.id);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = (event.target as HTMLElement).closest<HTMLElement>(".react-flow__node[data-id]");
    if (target === null) return;
    event.preventDefault();
    select(target.dataset.id ?? "");
  };

  return (
    <Box
      className="sf-flow-chart"
      data-testid="flow-chart"
      data-layout-state={layoutState}
      aria-busy={layoutState === "pending"}
      onKeyDown={onKeyDown}
      sx={{ ...flowChartSx, height }}
    >
      <ReactFlow<FlowNode, FlowEdge>
        nodes={shownNodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onNodeClick={onNodeClicked}
        onPaneClick={() => setSelectedId(null)}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        connectionRadius={CONNECTION_RADIUS}
        nodesConnectable={false}
        edgesFocusable={false}
        selectNodesOnDrag={false}
        deleteKeyCode={null}
        // The attribution link's contrast fails WCAG AA; React Flow's MIT licence lets the product hide it.
        proOptions={{ hideAttribution: true }}
        style={{ visibility: layoutState === "ready" ? "visible" : "hidden" }}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}

/** Nodes of several shapes, with fill levels and groups, joined by links and laid out left to right (see FlowChart.meta). */
export default function FlowChart(props: FlowChartProps) {
  const { nodes, links, ...rest } = props;
  const elements = useMemo(() => toFlowChartElements({ nodes, links }), [nodes, links]);
  if (elements.nodes.length === 0) {
    return (
      <Box
        className="sf-flow-chart sf-chart-empty"
        data-testid="flow-chart"
        data-layout-state="ready"
        sx={emptyStateSx}
      >
        No nodes to show.
      </Box>
    );
  }
  return (
    <FlowChartNodesContext.Provider value={elements.nodesById}>
      {/* A new layout starts on a fresh pane: the nodes, their sizes and the view are all measured again. */}
      <ReactFlowProvider key={elements.layoutKey}>
        <FlowChartPane elements={elements} {...rest} />
      </ReactFlowProvider>
    </FlowChartNodesContext.Provider>
  );
}

/**
 * The chart's look. Shapes read custom properties an author's class can set from the frame CSS:
 * --sf-flow-node-fill, --sf-flow-node-stroke and --sf-flow-node-level (the fill level's colour).
 */
const flowChartSx = {
  position: "relative",
  width: "100%",
  minWidth: 0,
  border: `1px solid ${palette.grey[300]}`,
  borderRadius: "4px",
  fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  fontSize: 12,
  color: palette.grey[900],
  "& .react-flow__node-flowNode": { padding: 0, border: 0, background: "transparent", borderRadius: 0 },
  "& .react-flow__node-flowNode:focus-visible": { outline: `2px solid ${palette.darkblue[700]}`, outlineOffset: "2px" },
  // A link ends 3 px beyond the side's middle, where React Flow's handle (6 px, centred on the border) put it.
  "& .sf-flow-link-end": { position: "absolute", width: 6, height: 6, visibility: "hidden", pointerEvents: "none" },
  "& .sf-flow-link-end--top": { left: "calc(50% - 3px)", top: -3 },
  "& .sf-flow-link-end--right": { top: "calc(50% - 3px)", right: -3 },
  "& .sf-flow-link-end--bottom": { left: "calc(50% - 3px)", bottom: -3 },
  "& .sf-flow-link-end--left": { top: "calc(50% - 3px)", left: -3 },
  "& .sf-flow-node": {
    position: "relative",
    boxSizing: "border-box",
    minWidth: 120,
    minHeight: 48,
    width: "100%",
    height: "100%",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    textAlign: "center",
    padding: "8px 12px",
  },
  "& .sf-flow-node--chevron": { padding: "8px 32px", minWidth: 140 },
  "& .sf-flow-node--diamond": { padding: "20px 40px", minWidth: 140, minHeight: 80 },
  "& .sf-flow-node--triangle, & .sf-flow-node--multi-triangle": {
    padding: "32px 24px 8px",
    minWidth: 140,
    minHeight: 80,
    alignItems: "flex-end",
  },
  "& .sf-flow-node--group": {
    minWidth: 160,
    minHeight: 80,
    alignItems: "flex-start",
    justifyContent: "flex-start",
    textAlign: "left",
    padding: "6px 12px",
  },
  "& .sf-flow-node__body": { position: "relative", maxWidth: 240, overflowWrap: "anywhere" },
  "& .sf-flow-node--group > .sf-flow-node__body": { maxWidth: "100%" },
  "& .sf-flow-shape": {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    overflow: "hidden",
    boxSizing: "border-box",
  },
  "& div.sf-flow-shape": {
    background: `var(--sf-flow-node-fill, #ffffff)`,
    border: `1.5px solid var(--sf-flow-node-stroke, ${palette.grey[500]})`,
    borderRadius: "2px",
  },
  "& .sf-flow-node--rounded-rectangle > div.sf-flow-shape": { borderRadius: "12px" },
  "& .sf-flow-node--group > div.sf-flow-shape": {
    background: `var(--sf-flow-node-fill, ${palette.grey[50]})`,
    borderStyle: "dashed",
    borderRadius: "6px",
  },
  "& div.sf-flow-fill": { position: "absolute", left: 0, right: 0, bottom: 0 },
  "& .sf-flow-fill": {
    background: `var(--sf-flow-node-level, ${palette.blue[100]})`,
    fill: `var(--sf-flow-node-level, ${palette.blue[100]})`,
  },
  "& .sf-flow-outline": { fill: "var(--sf-flow-node-fill, #ffffff)", stroke: "none" },
  "& .sf-flow-stroke": { fill: "none", stroke: `var(--sf-flow-node-stroke, ${palette.grey[500]})`, strokeWidth: 1.5 },
  "& .sf-flow-node--selected div.sf-flow-shape": { borderColor: palette.darkblue[700], borderWidth: "2.5px" },
  "& .sf-flow-node--selected .sf-flow-stroke": { stroke: palette.darkblue[700], strokeWidth: 2.5 },
  "& .sf-flow-label": { fontWeight: 600, fontSize: 13 },
  "& .sf-flow-content, & .sf-flow-template": { marginTop: "2px" },
  "& .sf-flow-link-label": {
    position: "absolute",
    pointerEvents: "all",
    padding: "2px 6px",
    borderRadius: "4px",
    background: "rgba(255, 255, 255, 0.9)",
    fontSize: 11,
    textAlign: "center",
  },
  "& .sf-flow-link-label .sf-flow-label": { fontSize: 11 },
} as const;
