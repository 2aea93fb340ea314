import type { ComponentAttribute } from "../../../defineComponent";
import { labelPlacements, toggleSizes } from "./toggleSchema";

/** The attribute table of a toggle; `what` names the control ('box', 'switch'). */
export function toggleAttributes(what: string): ComponentAttribute[] {
  return [
    { name: "label", type: "string", description: `The text beside the ${what}, also its accessible name.` },
    {
      name: "parameter",
      type: "string",
      description:
        "Name of the parameter that holds true or false; any other stored value reads as false. Without it the " +
        `${what} keeps its own state.`,
    },
    {
      name: "labelPlacement",
      type: "string",
      description: `Where the label sits around the ${what} (default 'end', after it).`,
      options: labelPlacements,
    },
    { name: "size", type: "string", description: "The control's size (default 'medium').", options: toggleSizes },
    { name: "helperText", type: "string", description: "A short explanation under the label." },
    { name: "disabled", type: "boolean", description: `Greys the ${what} out and blocks changes (default false).` },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called after each change with the new and the previous value (true or false), then the canvas api " +
        "(api.setParameter, api.parameters…).",
    },
  ];
}
