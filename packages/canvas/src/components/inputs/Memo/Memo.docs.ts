import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Memo in the gallery: its description, attribute table and live examples. */
export const memoDocs = defineComponentDocs({
  name: "Memo",
  description:
    "A multi-line note bound to a parameter. It grows with its text between minRows and maxRows; with maxLength " +
    "a counter 'current/max' shows and no more can be typed. The note is committed when the field is left (or on Ctrl+Enter).",
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
});
