import { type NodeProps, Position } from "@xyflow/react";
import { createContext, memo, useContext, useId } from "react";
import { FlowChartBody } from "./FlowChartBody";
import type { FlowNode } from "./flowChartModel";
import type { FlowChartNode, FlowChartNodeType } from "./flowChartSchema";

/** The chart's nodes as the author wrote them, by id: nodes read what they show from here. */
export const FlowChartNodesContext = createContext<ReadonlyMap<string, FlowChartNode>>(new Map());

const sides = [Position.Top, Position.Right, Position.Bottom, Position.Left] as const;
type LinkEndType = "source" | "target";

/**
 * Where a link may attach on one side: what React Flow reads to route links (an element of class `source` or
 * `target` inside the node, with the handle's id and side as data attributes), and nothing more. React Flow's own
 * `Handle` subscribes to its store for dragging connections, which this chart never does: eight of them on each of
 * hundreds of nodes cost more than the nodes. Unpainted and without a transform, they add no paint or layer work.
 */
function LinkEnd({
  nodeId,
  type,
  side,
}: {
  readonly nodeId: string;
  readonly type: LinkEndType;
  readonly side: Position;
}) {
  return (
    <div
      className={`sf-flow-link-end sf-flow-link-end--${side} ${type}`}
      data-handleid={`${type}-${side}`}
      data-nodeid={nodeId}
      data-handlepos={side}
    />
  );
}

/** The outlines drawn in SVG, in a 100 × 100 box stretched over the node. */
const polygons: Partial<Record<FlowChartNodeType, readonly string[]>> = {
  chevron: ["0,0 82,0 100,50 82,100 0,100 18,50"],
  diamond: ["50,0 100,50 50,100 0,50"],
  triangle: ["50,0 100,100 0,100"],
  "multi-triangle": ["0,100 22,40 44,100", "56,100 78,40 100,100", "22,100 50,0 78,100"],
};

/** The node's outline and, when it has one, its fill level rising from the bottom. */
function NodeShape({
  type,
  fillPercentage,
}: {
  readonly type: FlowChartNodeType;
  readonly fillPercentage: number | null | undefined;
}) {
  const clipId = useId();
  const level = typeof fillPercentage === "number" ? fillPercentage : null;
  const outline = polygons[type];
  if (outline === undefined) {
    return (
      <div className="sf-flow-shape" aria-hidden>
        {level === null ? null : <div className="sf-flow-fill" style={{ height: `${level}%` }} />}
      </div>
    );
  }
  return (
    <svg className="sf-flow-shape" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden focusable="false">
      <defs>
        <clipPath id={clipId}>
          {outline.map((points) => (
            <polygon key={points} points={points} />
          ))}
        </clipPath>
      </defs>
      {outline.map((points) => (
        <polygon key={points} className="sf-flow-outline" points={points} vectorEffect="non-scaling-stroke" />
      ))}
      {level === null ? null : (
        <rect className="sf-flow-fill" x={0} y={100 - level} width={100} height={level} clipPath={`url(#${clipId})`} />
      )}
      {outline.map((points) => (
        <polygon key={points} className="sf-flow-stroke" points={points} vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}

/**
 * One node: its shape, its fill level, its label, content and template body, and a handle on each side for
 * links to attach to (which side a link uses follows where its ends are).
 */
function FlowNodeViewOf({ id, selected }: NodeProps<FlowNode>) {
  const node = useContext(FlowChartNodesContext).get(id);
  if (node === undefined) return null;
  const classes = ["sf-flow-node", `sf-flow-node--${node.type}`];
  if (selected) classes.push("sf-flow-node--selected");
  if (node.className) classes.push(node.className);
  return (
    <div className={classes.join(" ")}>
      <NodeShape type={node.type} fillPercentage={node.fillPercentage} />
      <div className="sf-flow-node__body">
        <FlowChartBody
          label={node.label}
          content={node.content}
          template={node.template}
          data={node}
          templateName={`FlowChart node "${id}" template`}
        />
      </div>
      {sides.map((side) => (
        <LinkEnd key={`source-${side}`} nodeId={id} type="source" side={side} />
      ))}
      {sides.map((side) => (
        <LinkEnd key={`target-${side}`} nodeId={id} type="target" side={side} />
      ))}
    </div>
  );
}

/**
 * Drawn again only when its id or selection changes, or the chart's nodes do (the context): React Flow hands a node
 * new props whenever it is measured or moved, and a chart of hundreds of nodes would otherwise draw every node, with
 * its eight handles, again for each measurement and for the placement.
 */
export const FlowNodeView = memo(
  FlowNodeViewOf,
  (before, after) => before.id === after.id && before.selected === after.selected,
);
