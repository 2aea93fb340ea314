import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";
import { callbackSchema } from "../../shared/schemas";

export const memoPropsSchema = z.object({
  label: z.string().default("Note"),
  placeholder: z.string().optional(),
  parameter: z.string().min(1).optional(),
  maxLength: z.number().int().positive().optional(),
  minRows: z.number().int().positive().default(3),
  maxRows: z.number().int().positive().default(12),
  helperText: z.string().optional(),
  readOnly: z.boolean().default(false),
  disabled: z.boolean().default(false),
  onChange: callbackSchema,
});

export type MemoProps = z.output<typeof memoPropsSchema>;

export const memoMeta = {
  name: "Memo",
  family: "inputs",
  description:
    "A multi-line note bound to a parameter. It grows with its text between minRows and maxRows; with maxLength " +
    "a counter 'current/max' shows and no more can be typed. The note is committed when the field is left (or on Ctrl+Enter).",
  isSelfClosing: true,
  attributes: [
    { name: "label", type: "string", description: "The note's label (default 'Note')." },
    { name: "placeholder", type: "string", description: "Hint shown while the note is empty." },
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the note's text; without it the note keeps its own.",
    },
    { name: "maxLength", type: "number", description: "Maximum number of characters, with a counter 'current/max'." },
    { name: "minRows", type: "number", description: "Lines shown when the note is short (default 3)." },
    { name: "maxRows", type: "number", description: "Lines it grows to before it scrolls (default 12)." },
    { name: "helperText", type: "string", description: "Help text under the note." },
    { name: "readOnly", type: "boolean", description: "Shows the note without letting it be edited." },
    { name: "disabled", type: "boolean", description: "Disables the note." },
    {
      name: "onChange",
      type: "(newText, oldText, api) => void",
      description:
        "Called after each commit that changes the note, with the new and the previous text, then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Comment on a scenario",
      template:
        "<div style={{ maxWidth: 520 }}>\n" +
        '  <Memo label="Scenario comment" parameter="scenarioComment" maxLength={500} minRows={3}\n' +
        '    placeholder="Why was this scenario created, and what changed?" />\n' +
        "</div>",
      parameters: {
        scenarioComment: "Assumes the second crusher is back in service from week 32 and diesel at R23.45/l.",
      },
    },
  ] satisfies ComponentExample[],
} as const;
