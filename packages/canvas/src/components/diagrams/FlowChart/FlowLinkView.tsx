import {
  BaseEdge,
  EdgeLabelRenderer,
  type EdgeProps,
  getBezierPath,
  getSimpleBezierPath,
  getSmoothStepPath,
  getStraightPath,
} from "@xyflow/react";
import { FlowChartBody } from "./FlowChartBody";
import type { FlowEdge } from "./flowChartModel";
import type { FlowChartLinkType } from "./flowChartSchema";

type Ends = Pick<EdgeProps, "sourceX" | "sourceY" | "targetX" | "targetY" | "sourcePosition" | "targetPosition">;

/** The path of each link type and the point its label sits on. */
const paths: Readonly<Record<FlowChartLinkType, (ends: Ends) => [string, number, number, ...number[]]>> = {
  bezier: (ends) => getBezierPath(ends),
  simplebezier: (ends) => getSimpleBezierPath(ends),
  smoothstep: (ends) => getSmoothStepPath(ends),
  step: (ends) => getSmoothStepPath({ ...ends, borderRadius: 0 }),
  straight: (ends) => getStraightPath(ends),
};

/** A link: its line (markers and animation from the edge), and its label, content and template body. */
export function FlowLinkView(props: EdgeProps<FlowEdge>) {
  const { id, data, style, markerStart, markerEnd } = props;
  const link = data?.link;
  const [path, labelX, labelY] = paths[link?.type ?? "bezier"](props);
  const hasBody =
    link !== undefined &&
    ((link.label !== null && link.label !== undefined && link.label !== "") ||
      (link.content !== null && link.content !== undefined && link.content !== "") ||
      link.template !== undefined);
  return (
    <>
      <BaseEdge id={id} path={path} style={style} markerStart={markerStart} markerEnd={markerEnd} />
      {hasBody ? (
        <EdgeLabelRenderer>
          <div
            className="sf-flow-link-label nodrag nopan"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            <FlowChartBody
              label={link.label}
              content={link.content}
              template={link.template}
              data={link}
              templateName={`FlowChart link "${link.from}" → "${link.to}" template`}
            />
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}
