import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** The attributes TabPanel and PersistentTabPanel share. */
export const tabPanelAttributes = [
  { name: "name", type: "string", description: "The name of the Tabs this panel belongs to." },
  {
    name: "value",
    type: "string | number",
    description: "The value of the tab that shows this panel (compared as text).",
  },
] satisfies ComponentAttribute[];

/** What authors read about TabPanel in the gallery: its description, attribute table and live examples. */
export const tabPanelDocs = defineComponentDocs({
  name: "TabPanel",
  description:
    "The content of one tab: rendered only while the Tabs with the same name have its value selected (the " +
    "parameter 'tabs-{name}'). Its content is unmounted when another tab is selected; use PersistentTabPanel to keep it.",
  attributes: tabPanelAttributes,
  examples: [
    {
      title: "Panels of a utilisation report",
      template:
        "<Tabs\n" +
        '  name="report"\n' +
        '  defaultValue="week"\n' +
        '  tabs={[{ label: "This week", value: "week" }, { label: "This month", value: "month" }]}\n' +
        "/>\n" +
        '<TabPanel name="report" value="week">\n' +
        "  <p>Utilisation this week: {fmt.percent(params.week, 1)}</p>\n" +
        "</TabPanel>\n" +
        '<TabPanel name="report" value="month">\n' +
        "  <p>Utilisation this month: {fmt.percent(params.month, 1)}</p>\n" +
        "</TabPanel>",
      parameters: { week: 0.812, month: 0.776 },
    },
  ] satisfies ComponentExample[],
});
