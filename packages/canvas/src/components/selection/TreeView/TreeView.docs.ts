import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

const regionTree =
  "[\n" +
  '    { value: "emea", label: "Europe, Middle East & Africa", isExpanded: true, preventSelection: true, children: [\n' +
  '      { value: "za", label: "South Africa", searchTerms: ["ZAF", "Johannesburg"] },\n' +
  '      { value: "de", label: "Germany", searchTerms: ["DEU", "Berlin"] },\n' +
  '      { value: "ae", label: "United Arab Emirates", searchTerms: ["UAE", "Dubai"] }\n' +
  "    ] },\n" +
  '    { value: "amer", label: "Americas", preventSelection: true, children: [\n' +
  '      { value: "us", label: "United States", searchTerms: ["USA"] },\n' +
  '      { value: "br", label: "Brazil", searchTerms: ["BRA", "São Paulo"] }\n' +
  "    ] },\n" +
  '    { value: "apac", label: "Asia Pacific", preventSelection: true, children: [\n' +
  '      { value: "au", label: "Australia", searchTerms: ["AUS", "Sydney"] },\n' +
  '      { value: "sg", label: "Singapore", disabled: true }\n' +
  "    ] }\n" +
  "  ]";

/** What authors read about TreeView in the gallery: its description, attribute table and live examples. */
export const treeViewDocs = defineComponentDocs({
  name: "TreeView",
  description:
    "A hierarchy to pick one node or several from (regions, product categories, cost centres…). Nodes can " +
    "start expanded or selected, be unselectable, and be searched by label and extra search terms.",
  attributes: [
    {
      name: "parameter",
      type: "string",
      description:
        "The storyline parameter holding the selected node's value, or an array of values with 'multiple'. " +
        "While it is empty, the nodes flagged isSelected are selected. Without it the selection stays inside.",
    },
    {
      name: "nodes",
      type: "{ value | id, label | title, isExpanded?, isSelected?, disabled?, preventSelection?, searchTerms?, children? }[]",
      description:
        "The tree. 'isExpanded' opens a node at first; 'preventSelection' keeps it expandable but unselectable; " +
        "'disabled' greys it out; 'searchTerms' (text or texts) are also matched by the search.",
    },
    {
      name: "multiple",
      type: "boolean",
      description: "Select several nodes, with checkboxes (default false).",
    },
    {
      name: "maxSelectionCount",
      type: "number",
      description:
        "With 'multiple', the most nodes that can be selected (unlimited by default); once reached the other " +
        "nodes cannot be selected and say why in a tooltip.",
    },
    {
      name: "searchable",
      type: "boolean",
      description:
        "Show a search box (default false). Searching waits 500 ms after typing, ignores case, matches labels and " +
        "search terms, shows at most 200 leaves and opens every match.",
    },
    { name: "label", type: "string", description: "The accessible name of the tree (default 'Tree')." },
    {
      name: "maxHeight",
      type: "number",
      description: "The tallest the tree grows, in pixels, before it scrolls (default 360).",
    },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called after the selection changes, with the new and the previous value, then the canvas api " +
        "(api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Markets, with search",
      template: `<TreeView parameter="market" label="Markets" searchable\n  nodes={${regionTree}} />`,
      parameters: { market: "de" },
    },
    {
      title: "Compare up to three markets",
      template:
        `<TreeView parameter="markets" label="Markets to compare" multiple maxSelectionCount={3}\n  nodes={${regionTree}} />\n` +
        "<p>{params.markets.length} of 3 markets selected</p>",
      parameters: { markets: ["za", "us"] },
    },
    {
      title: "Cost centres selected by the data",
      template:
        '<TreeView parameter="costCentres" label="Cost centres" multiple\n' +
        "  nodes={[\n" +
        '    { id: "ops", title: "Operations", isExpanded: true, children: [\n' +
        '      { id: "ops-mine", title: "Mining", isSelected: true },\n' +
        '      { id: "ops-plant", title: "Processing plant", isSelected: true },\n' +
        '      { id: "ops-haul", title: "Haulage" }\n' +
        "    ] },\n" +
        '    { id: "sup", title: "Support services", children: [\n' +
        '      { id: "sup-it", title: "Information technology" },\n' +
        '      { id: "sup-people", title: "People and payroll" }\n' +
        "    ] }\n" +
        "  ]} />\n" +
        "<p>Costs of {params.costCentres?.length ?? 0} cost centres.</p>",
    },
  ] satisfies ComponentExample[],
});
