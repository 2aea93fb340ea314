import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { flowChartMeta, flowChartPropsSchema } from "./FlowChart/FlowChart.meta";
import { ganttMeta, ganttPropsSchema } from "./Gantt/Gantt.meta";
import { valueDriverTreeMeta, valueDriverTreePropsSchema } from "./ValueDriverTree/ValueDriverTree.meta";
import { vdtNodeMeta, vdtNodePropsSchema } from "./VdtNode/VdtNode.meta";

/**
 * The diagrams family, in the order the gallery lists it. React Flow, dagre and SVAR Gantt load with the
 * first frame that shows one of these components, never with the viewer.
 */
export const diagramsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...flowChartMeta,
    propsSchema: flowChartPropsSchema,
    component: lazy(() => import("./FlowChart/FlowChart")),
  }),
  defineComponent({
    ...ganttMeta,
    propsSchema: ganttPropsSchema,
    component: lazy(() => import("./Gantt/Gantt")),
  }),
  defineComponent({
    ...valueDriverTreeMeta,
    propsSchema: valueDriverTreePropsSchema,
    component: lazy(() => import("./ValueDriverTree/ValueDriverTree")),
  }),
  defineComponent({
    ...vdtNodeMeta,
    propsSchema: vdtNodePropsSchema,
    component: lazy(() => import("./VdtNode/VdtNode")),
  }),
];
