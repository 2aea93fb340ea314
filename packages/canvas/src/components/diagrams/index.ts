import { type ComponentType, lazy } from "react";
import type { z } from "zod";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { flowChartTag } from "./FlowChart/FlowChart.tag";
import { ganttTag } from "./Gantt/Gantt.tag";
import { valueDriverTreeTag } from "./ValueDriverTree/ValueDriverTree.tag";
import { vdtNodeTag } from "./VdtNode/VdtNode.tag";

/**
 * A component's code and its props schema, loaded on first use: asking for the schema asks for the code too,
 * so both download at once (the module loader hands `lazy` the same request).
 */
function loadedOnUse<Props extends object>(
  loadComponent: () => Promise<{ default: ComponentType<Props> }>,
  loadPropsSchema: () => Promise<z.ZodType<Props>>,
) {
  return {
    component: lazy(loadComponent),
    loadPropsSchema: () => {
      void loadComponent().catch(() => undefined); // a failure shows when the component renders
      return loadPropsSchema();
    },
  };
}

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
