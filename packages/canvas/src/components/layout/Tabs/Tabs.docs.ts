import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { tabsVariants } from "./Tabs.meta";

/** What authors read about Tabs in the gallery: its description, attribute table and live examples. */
export const tabsDocs = defineComponentDocs({
  name: "Tabs",
  description:
    "A row of tabs. The selected tab is stored in the storyline parameter 'tabs-{name}' (set from defaultValue while " +
    "that parameter is empty), and TabPanel or PersistentTabPanel blocks with the same name show the matching content, " +
    "wherever they are on the canvas.",
  attributes: [
    {
      name: "name",
      type: "string",
      description: "Names the tab set; the selection lives in the parameter 'tabs-{name}'. Panels use the same name.",
    },
    {
      name: "tabs",
      type: "{ label, value, disabled? }[]",
      description: "The tabs, in order: the text shown, the value stored when selected, optionally disabled.",
    },
    {
      name: "defaultValue",
      type: "string | number",
      description: "The tab selected while the parameter is empty (else the first tab).",
    },
    {
      name: "variant",
      type: "string",
      description: "'standard' (default), 'scrollable' for many tabs, or 'fullWidth' to share the width.",
      options: tabsVariants,
    },
    { name: "label", type: "string", description: "The accessible name of the tab list (defaults to the name)." },
    {
      name: "onChange",
      type: "(value, api) => void",
      description: "Runs with the value of the tab the user selects and the canvas api (api.setParameter…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Tabbed fleet dashboard",
      template:
        "<Tabs\n" +
        '  name="fleet"\n' +
        '  defaultValue="overview"\n' +
        "  tabs={[\n" +
        '    { label: "Overview", value: "overview" },\n' +
        '    { label: "Trucks", value: "trucks" },\n' +
        '    { label: "Maintenance", value: "maintenance" },\n' +
        "  ]}\n" +
        "/>\n" +
        '<TabPanel name="fleet" value="overview">\n' +
        "  <p><strong>{params.active}</strong> of {params.total} trucks are on the road.</p>\n" +
        "</TabPanel>\n" +
        '<TabPanel name="fleet" value="trucks">\n' +
        "  <ul>{params.trucks.map((truck) => <li key={truck}>{truck}</li>)}</ul>\n" +
        "</TabPanel>\n" +
        '<TabPanel name="fleet" value="maintenance">\n' +
        "  <p>{params.inWorkshop} trucks are in the workshop; 3 services are due this week.</p>\n" +
        "</TabPanel>",
      parameters: { active: 38, total: 45, inWorkshop: 4, trucks: ["CRU-101", "CRU-102", "CRU-104", "DBN-220"] },
    },
    {
      title: "Many regions, scrollable",
      template:
        "<Tabs\n" +
        '  name="region"\n' +
        '  variant="scrollable"\n' +
        '  label="Region"\n' +
        "  tabs={params.regions.map((region) => ({ label: region, value: region }))}\n" +
        "/>\n" +
        "<p>Showing depots in {params['tabs-region']}.</p>",
      parameters: {
        "tabs-region": "Gauteng",
        regions: ["Gauteng", "KwaZulu-Natal", "Western Cape", "Eastern Cape", "Limpopo", "Mpumalanga", "Free State"],
      },
    },
  ] satisfies ComponentExample[],
});
