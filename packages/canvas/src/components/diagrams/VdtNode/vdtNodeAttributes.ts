import type { ComponentAttribute } from "../../../defineComponent";

/** How the tree's nodes and the standalone card both document a node's class. */
export const vdtClassOptions = ["positive", "negative", "warning", "deemphasized"] as const;

/** The attributes of a node card but its class, as the tree's nodes and the standalone card both document them. */
export const vdtCardAttributes: readonly ComponentAttribute[] = [
  { name: "title", type: "string", description: "The node's name, on top of its card and in simple mode." },
  { name: "tooltip", type: "string", description: "Shown when the pointer rests on the card." },
  {
    name: "type",
    type: "string",
    description:
      "What the body shows: its fields (default), a small chart of the numbers in its model, or (custom) its template.",
    options: ["fields", "chart", "custom"],
  },
  {
    name: "fields",
    type: "{ name, value, class, isEditable }[]",
    description:
      "Named values. Exactly three are shown as from, to and delta. An editable field is an input that commits on " +
      "Enter or when it loses focus, sending { nodeId, field, value, request_id } (a number for a field that held one).",
  },
  { name: "progressBarValue", type: "number", description: "Progress towards a target, 0 to 1, drawn as a bar." },
  { name: "progressBarText", type: "string", description: "The bar's text (default the value as a percentage)." },
  { name: "hideTitle", type: "boolean", description: "Leaves the title off the card." },
  { name: "hideProgressBar", type: "boolean", description: "Leaves the progress bar off the card." },
  {
    name: "model",
    type: "any",
    description: "Data of the node's own; a chart node draws its numbers (a list, or the list under `values`).",
  },
  {
    name: "template",
    type: "string | (node) => JSX",
    description:
      "The node's body as a template: template text (it can come with the data) rendered by the safe template " +
      "engine with the node as `frame`, HTML only; or an arrow function of the template, called with the node, " +
      "which may use canvas components.",
  },
];

/** Where a field's edits go, alike for the tree and the standalone card. */
export const vdtEditAttributes: readonly ComponentAttribute[] = [
  {
    name: "editedFieldParameter",
    type: "string",
    description: "Parameter each edit of an editable field is written to, as { nodeId, field, value, request_id }.",
  },
  {
    name: "onFieldEdited",
    type: "(edit, api) => void",
    description:
      "Called after an editable field commits, with { nodeId, field, value, request_id } and the canvas api.",
  },
];
