import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { textChangeAttribute, textTypeAttribute } from "../shared/textAttributes";

/** What authors read about TextField in the gallery: its description, attribute table and live examples. */
export const textFieldDocs = defineComponentDocs({
  name: "TextField",
  description:
    "A labelled text field bound to a parameter. Typing changes only the field; the value is committed on blur, " +
    "on Enter and when the browser fills the field itself (autofill). With a separator the text is stored as a list " +
    "of its items; with a character limit a counter shows 'current/limit'.",
  attributes: [
    { name: "label", type: "string", description: "The field's label, also its accessible name." },
    { name: "placeholder", type: "string", description: "Hint shown while the field is empty." },
    textTypeAttribute,
    { name: "multiline", type: "boolean", description: "A multi-line field; Enter adds a line, Ctrl+Enter commits." },
    { name: "rows", type: "number", description: "Number of visible lines of a multi-line field." },
    {
      name: "parameter",
      type: "string",
      description:
        "Name of the parameter that holds the value (text, number or list); without it the field keeps its own.",
    },
    {
      name: "separator",
      type: "string",
      description:
        "Splits the text on this separator and stores the list of items (empty items dropped); a stored list is " +
        "shown joined with it.",
    },
    {
      name: "trim",
      type: "boolean",
      description: "Removes spaces around each item of a separated list (default true).",
    },
    {
      name: "characterLimit",
      type: "number",
      description: "Maximum number of characters: a counter 'current/limit' shows, and the field errs above it.",
    },
    { name: "error", type: "boolean", description: "Shows the field in its error state (an external validation)." },
    { name: "helperText", type: "string", description: "Help or error text under the field." },
    { name: "required", type: "boolean", description: "Marks the field as required (an asterisk on the label)." },
    { name: "disabled", type: "boolean", description: "Disables the field." },
    { name: "fullWidth", type: "boolean", description: "Takes the full width of its container (default true)." },
    textChangeAttribute,
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Scenario name with a character limit",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <TextField label="Scenario name" parameter="scenarioName" characterLimit={40} required\n' +
        '    helperText="Shown in the scenario list." />\n' +
        "  <p>Saved name: <strong>{params.scenarioName}</strong></p>\n" +
        "</div>",
      parameters: { scenarioName: "Q3 haul-road upgrade" },
    },
    {
      title: "Recipients split by ';'",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <TextField label="Send the weekly report to" parameter="recipients" separator=";" type="email"\n' +
        '    placeholder="name@company.com; name@company.com" helperText="Separate addresses with ;" />\n' +
        "  <ul>{(params.recipients ?? []).map((address) => <li key={address}>{address}</li>)}</ul>\n" +
        "</div>",
      parameters: { recipients: ["thandi.mokoena@minco.co.za", "ops-planning@minco.co.za"] },
    },
    {
      title: "Notes for the shift handover",
      template:
        "<div style={{ maxWidth: 520 }}>\n" +
        '  <TextField label="Handover notes" parameter="handoverNotes" multiline rows={4} characterLimit={280}\n' +
        '    placeholder="What should the next shift know?" />\n' +
        "</div>",
      parameters: { handoverNotes: "Crusher 2 back online at 06:40. Haul road B closed until noon." },
    },
  ] satisfies ComponentExample[],
});
