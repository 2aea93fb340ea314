import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about DropdownFilter in the gallery: its description, attribute table and live examples. */
export const dropdownFilterDocs = defineComponentDocs({
  name: "DropdownFilter",
  description:
    "A compact drop-down for filtering a page. A single choice applies at once; with 'multiple' the user ticks " +
    "several options and the filter applies once, when the menu closes, so the page refreshes only once.",
  attributes: [
    {
      name: "parameter",
      type: "string",
      description:
        "The storyline parameter holding the chosen value, or the array of chosen values with 'multiple'. " +
        "Without it the choice stays inside the component.",
    },
    {
      name: "options",
      type: "{ label, value }[]",
      description:
        "The choices, in order. Values are compared by content. With 'multiple', a chosen value the options no " +
        "longer hold (options cascaded from another filter) stays listed, marked 'Not available for the current " +
        "filters', until it is unticked.",
    },
    {
      name: "multiple",
      type: "boolean",
      description: "Tick several options; the choice is applied when the menu closes (default false).",
    },
    { name: "label", type: "string", description: "The field label (also its accessible name)." },
    { name: "disabled", type: "boolean", description: "Greys the field out and blocks changes (default false)." },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description: "Called when a choice is applied, with the new and the previous value, then the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Reporting period",
      template:
        '<DropdownFilter parameter="period" label="Period"\n' +
        "  options={[\n" +
        '    { label: "Last 7 days", value: "7d" },\n' +
        '    { label: "Last 30 days", value: "30d" },\n' +
        '    { label: "Quarter to date", value: "qtd" },\n' +
        '    { label: "Year to date", value: "ytd" }\n' +
        "  ]} />",
      parameters: { period: "30d" },
    },
    {
      title: "Several vehicle types, applied on close",
      template:
        '<DropdownFilter parameter="vehicleTypes" label="Vehicle types" multiple\n' +
        "  options={[\n" +
        '    { label: "Haul trucks", value: "haul" },\n' +
        '    { label: "Tippers", value: "tipper" },\n' +
        '    { label: "Delivery vans", value: "van" },\n' +
        '    { label: "Service vehicles", value: "service" }\n' +
        "  ]} />\n" +
        '<p>Filtering on: {params.vehicleTypes.join(", ") || "all types"}</p>',
      parameters: { vehicleTypes: ["haul", "van"] },
    },
  ] satisfies ComponentExample[],
});
