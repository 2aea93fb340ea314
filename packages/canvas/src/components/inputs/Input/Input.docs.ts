import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { textChangeAttribute, textTypeAttribute } from "../shared/textAttributes";

/** What authors read about Input in the gallery: its description, attribute table and live examples. */
export const inputDocs = defineComponentDocs({
  name: "Input",
  description:
    "A compact outlined input without a floating label, for dense forms and table-like layouts. Bound to a " +
    "parameter like TextField: typing changes only the input, the value is committed on blur, on Enter and on autofill.",
  attributes: [
    {
      name: "label",
      type: "string",
      description: "The input's accessible name (read by screen readers; not shown). Falls back to the placeholder.",
    },
    { name: "placeholder", type: "string", description: "Hint shown while the input is empty." },
    textTypeAttribute,
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the value; without it the input keeps its own.",
    },
    { name: "prefix", type: "string", description: "Text shown before the value, e.g. a currency 'R'." },
    { name: "suffix", type: "string", description: "Text shown after the value, e.g. a unit 't'." },
    { name: "error", type: "boolean", description: "Shows the input in its error state (an external validation)." },
    { name: "disabled", type: "boolean", description: "Disables the input." },
    { name: "fullWidth", type: "boolean", description: "Takes the full width of its container (default false)." },
    textChangeAttribute,
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Compact assumptions form",
      template:
        '<div style={{ display: "grid", gridTemplateColumns: "auto 160px", gap: "8px 16px", alignItems: "center" }}>\n' +
        "  <span>Diesel price</span>\n" +
        '  <Input label="Diesel price" type="number" prefix="R" suffix="/ l" parameter="dieselPrice" />\n' +
        "  <span>Truck payload</span>\n" +
        '  <Input label="Truck payload" type="number" suffix="t" parameter="payload" />\n' +
        "  <span>Shift pattern</span>\n" +
        '  <Input label="Shift pattern" placeholder="e.g. 4x4" parameter="shiftPattern" />\n' +
        "</div>",
      parameters: { dieselPrice: 23.45, payload: 220, shiftPattern: "4x4" },
    },
  ] satisfies ComponentExample[],
});
