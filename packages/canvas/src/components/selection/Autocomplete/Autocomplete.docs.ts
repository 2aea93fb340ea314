import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Autocomplete in the gallery: its description, attribute table and live examples. */
export const autocompleteDocs = defineComponentDocs({
  name: "Autocomplete",
  description:
    "A searchable list of options to pick one or several from. It opens on focus with the first option " +
    "highlighted and marks the typed text in each option. Options can form a tree (children, indented), come " +
    "from a URL as the user types, and be capped at a maximum count in multiple mode.",
  attributes: [
    {
      name: "parameter",
      type: "string",
      description:
        "The storyline parameter holding the selection: the chosen option's value, or an array of values when " +
        "'multiple' is set. Without it the selection stays inside the component.",
    },
    {
      name: "options",
      type: "{ label, value, disabled?, preventSelection?, children?, isExpanded? }[]",
      description:
        "The options. Values are compared by content, so objects work as values. 'disabled' or " +
        "'preventSelection' make an option unselectable; 'children' nest options under it, shown when it is " +
        "expanded ('isExpanded' sets the initial state).",
    },
    {
      name: "optionsUrl",
      type: "string",
      description:
        "Loads the options from this URL as the user types (100 ms after the last key, only for non-empty " +
        "text): '{searchTerm}' is replaced by the URL-encoded text and the JSON answer is the option list. " +
        "Failed requests are ignored.",
    },
    {
      name: "multiple",
      type: "boolean",
      description: "Pick several options, with checkboxes; the list stays open after each pick (default false).",
    },
    {
      name: "maxCount",
      type: "number",
      description:
        "In multiple mode, the most options that can be picked; once reached the others are disabled and " +
        "explain why in a tooltip.",
    },
    { name: "label", type: "string", description: "The field label." },
    { name: "placeholder", type: "string", description: "Hint shown in the empty field." },
    { name: "disabled", type: "boolean", description: "Greys the field out and blocks changes (default false)." },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description: "Called after the selection changes, with the new and the previous value, then the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Sales region",
      template:
        '<Autocomplete parameter="region" label="Sales region" placeholder="Type to search"\n' +
        "  options={[\n" +
        '    { label: "Northern Europe", value: "EU-N" },\n' +
        '    { label: "Southern Europe", value: "EU-S" },\n' +
        '    { label: "North America", value: "NA" },\n' +
        '    { label: "Latin America", value: "LATAM" },\n' +
        '    { label: "Asia Pacific", value: "APAC" },\n' +
        '    { label: "Middle East (closed)", value: "ME", disabled: true }\n' +
        "  ]} />",
      parameters: { region: "EU-N" },
    },
    {
      title: "Fleet vehicles, at most three",
      template:
        '<Autocomplete parameter="vehicles" label="Compare vehicles" multiple maxCount={3}\n' +
        "  options={[\n" +
        '    { label: "Truck CA 482-193", value: "CA482193" },\n' +
        '    { label: "Truck CA 771-020", value: "CA771020" },\n' +
        '    { label: "Van GP 310-554", value: "GP310554" },\n' +
        '    { label: "Van GP 118-907", value: "GP118907" },\n' +
        '    { label: "Tipper NW 204-661", value: "NW204661" }\n' +
        "  ]} />",
      parameters: { vehicles: ["CA482193", "GP310554"] },
    },
    {
      title: "Product categories as a tree",
      template:
        '<Autocomplete parameter="category" label="Product category"\n' +
        "  options={[\n" +
        '    { label: "Beverages", value: "bev", preventSelection: true, isExpanded: true, children: [\n' +
        '      { label: "Coffee", value: "bev-coffee" },\n' +
        '      { label: "Tea", value: "bev-tea" }\n' +
        "    ] },\n" +
        '    { label: "Snacks", value: "snk", children: [\n' +
        '      { label: "Crisps", value: "snk-crisps" },\n' +
        '      { label: "Nuts", value: "snk-nuts" }\n' +
        "    ] }\n" +
        "  ]} />",
      parameters: { category: "bev-tea" },
    },
  ] satisfies ComponentExample[],
});
