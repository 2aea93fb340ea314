import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

const fleetRows =
  "[\n" +
  '    { region: "North", depot: "Polokwane", vehicleType: "Haul truck" },\n' +
  '    { region: "North", depot: "Polokwane", vehicleType: "Tipper" },\n' +
  '    { region: "North", depot: "Tzaneen", vehicleType: "Delivery van" },\n' +
  '    { region: "Coastal", depot: "Durban", vehicleType: "Haul truck" },\n' +
  '    { region: "Coastal", depot: "Durban", vehicleType: "Delivery van" },\n' +
  '    { region: "Coastal", depot: "Cape Town", vehicleType: "Service vehicle" },\n' +
  '    { region: "Inland", depot: "Kimberley", vehicleType: "Tipper" }\n' +
  "  ]";

/** What authors read about CascadingMultiFilter in the gallery: its description, attribute table and live examples. */
export const cascadingMultiFilterDocs = defineComponentDocs({
  name: "CascadingMultiFilter",
  description:
    "A row of linked filters over one data set (region → depot → vehicle type…). Each filter offers the " +
    "distinct values of its field among the rows that match the choices of the filters before it, and " +
    "choosing drops later choices that no longer apply. The whole selection is one dictionary keyed by field.",
  attributes: [
    {
      name: "parameter",
      type: "string",
      description:
        "The storyline parameter holding the selection: { [fieldName]: values[] } (a single value or null for " +
        "a dimension with multiple false). Without it the selection stays inside the component.",
    },
    {
      name: "dimensions",
      type: "{ label, fieldName, multiple?, isHidden?, bypassFilters?, excludeFromCascade? }[]",
      description:
        "The filters, in cascade order. 'multiple' (default true) allows several values; 'isHidden' keeps the " +
        "filter out of view while its stored choice still applies; 'bypassFilters' stops its choice from " +
        "narrowing the other filters; 'excludeFromCascade' makes it offer every value whatever is chosen before it.",
    },
    {
      name: "data",
      type: "object[]",
      description: "The rows the values come from, e.g. a data source's result; each dimension reads its fieldName.",
    },
    {
      name: "direction",
      type: "string",
      description: "Lay the filters out side by side ('row', default, wrapping) or stacked ('column').",
      options: ["row", "column"],
    },
    { name: "disabled", type: "boolean", description: "Greys every filter out and blocks changes (default false)." },
    {
      name: "onChange",
      type: "(newSelection, oldSelection, api) => void",
      description:
        "Called after any filter changes, with the new and the previous selection dictionary, then the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet: region, depot and vehicle type",
      template:
        '<CascadingMultiFilter parameter="fleetFilter"\n' +
        "  dimensions={[\n" +
        '    { label: "Region", fieldName: "region" },\n' +
        '    { label: "Depot", fieldName: "depot" },\n' +
        '    { label: "Vehicle type", fieldName: "vehicleType", multiple: false }\n' +
        "  ]}\n" +
        `  data={${fleetRows}} />`,
      parameters: { fleetFilter: { region: ["North"], depot: [], vehicleType: null } },
    },
    {
      title: "A filter outside the cascade",
      template:
        '<CascadingMultiFilter parameter="fleetFilter" direction="column"\n' +
        "  dimensions={[\n" +
        '    { label: "Region", fieldName: "region" },\n' +
        '    { label: "Vehicle type (all types, does not narrow depots)", fieldName: "vehicleType",\n' +
        "      excludeFromCascade: true, bypassFilters: true },\n" +
        '    { label: "Depot", fieldName: "depot" }\n' +
        "  ]}\n" +
        `  data={${fleetRows}} />`,
      parameters: { fleetFilter: { region: ["Coastal"], vehicleType: ["Tipper"], depot: [] } },
    },
  ] satisfies ComponentExample[],
});
