import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { flowChartTag } from "./FlowChart/FlowChart.tag";
import { ganttTag } from "./Gantt/Gantt.tag";
import { valueDriverTreeTag } from "./ValueDriverTree/ValueDriverTree.tag";
import { vdtNodeTag } from "./VdtNode/VdtNode.tag";

/**
 * The diagrams family, in the order the gallery lists it. React Flow, dagre and SVAR Gantt, and the diagrams'
 * props schemas, load with the first frame that shows one of these components, never with the viewer.
 */
export const diagramsComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...flowChartTag,
    ...loadedOnUse(
      () => import("./FlowChart/FlowChart"),
      async () => (await import("./FlowChart/FlowChart.meta")).flowChartPropsSchema,
    ),
  }),
  defineComponent({
    ...ganttTag,
    ...loadedOnUse(
      () => import("./Gantt/Gantt"),
      async () => (await import("./Gantt/Gantt.meta")).ganttPropsSchema,
    ),
  }),
  defineComponent({
    ...valueDriverTreeTag,
    ...loadedOnUse(
      () => import("./ValueDriverTree/ValueDriverTree"),
      async () => (await import("./ValueDriverTree/ValueDriverTree.meta")).valueDriverTreePropsSchema,
    ),
  }),
  defineComponent({
    ...vdtNodeTag,
    ...loadedOnUse(
      () => import("./VdtNode/VdtNode"),
      async () => (await import("./VdtNode/VdtNode.meta")).vdtNodePropsSchema,
    ),
  }),
];
