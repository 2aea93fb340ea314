import type { ComponentDocs } from "../../defineComponent";
import { flowChartDocs } from "./FlowChart/FlowChart.docs";
import { ganttDocs } from "./Gantt/Gantt.docs";
import { valueDriverTreeDocs } from "./ValueDriverTree/ValueDriverTree.docs";
import { vdtNodeDocs } from "./VdtNode/VdtNode.docs";

/** The docs of the diagrams family, in the order of `diagramsComponents`. */
export const diagramsComponentDocs: readonly ComponentDocs[] = [
  flowChartDocs,
  ganttDocs,
  valueDriverTreeDocs,
  vdtNodeDocs,
];
