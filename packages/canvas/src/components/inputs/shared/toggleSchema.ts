import { z } from "zod";
import type { ComponentAttribute } from "../../../defineComponent";
import { callbackSchema } from "../../shared/schemas";

export const labelPlacements = ["end", "start", "top", "bottom"] as const;
export const toggleSizes = ["small", "medium"] as const;

/** The props a checkbox and a switch share. */
export const togglePropsSchema = z.object({
  label: z.string().optional(),
  parameter: z.string().min(1).optional(),
  labelPlacement: z.enum(labelPlacements).default("end"),
  size: z.enum(toggleSizes).default("medium"),
  helperText: z.string().optional(),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type ToggleProps = z.output<typeof togglePropsSchema>;

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
