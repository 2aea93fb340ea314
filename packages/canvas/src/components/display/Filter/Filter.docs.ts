import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Filter in the gallery: its description, attribute table and live examples. */
export const filterDocs = defineComponentDocs({
  name: "Filter",
  description:
    "The filter row of a canvas: a titled group that lays out its filter inputs side by side, wrapping onto " +
    "further lines when they do not fit.",
  attributes: [
    { name: "title", type: "string", description: "The heading above the filters, also the group's name." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet filters",
      template:
        '<Filter title="Fleet filters">\n' +
        '  {["All regions", "Gauteng", "KwaZulu-Natal", "Western Cape"].map((region) => (\n' +
        '    <Chip key={region} label={region} icon={params.region === region ? "check" : undefined}\n' +
        '      color={params.region === region ? "primary" : "default"} variant={params.region === region ? "filled" : "outlined"}\n' +
        '      onClick={(api) => api.setParameter("region", region)} />\n' +
        "  ))}\n" +
        "</Filter>\n" +
        "<p>Showing trucks in: {params.region}</p>",
      parameters: { region: "All regions" },
    },
  ] satisfies ComponentExample[],
});
