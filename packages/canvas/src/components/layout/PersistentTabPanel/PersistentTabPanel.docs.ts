import { type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { tabPanelAttributes } from "../TabPanel/TabPanel.docs";

/** What authors read about PersistentTabPanel in the gallery: its description, attribute table and live examples. */
export const persistentTabPanelDocs = defineComponentDocs({
  name: "PersistentTabPanel",
  description:
    "Like TabPanel, but its content stays mounted and is only hidden while another tab is selected, so maps, " +
    "charts and half-filled inputs keep their state.",
  attributes: tabPanelAttributes,
  examples: [
    {
      title: "Expanded details survive a tab switch",
      template:
        "<Tabs\n" +
        '  name="shift"\n' +
        '  defaultValue="notes"\n' +
        '  tabs={[{ label: "Handover notes", value: "notes" }, { label: "Alarms", value: "alarms" }]}\n' +
        "/>\n" +
        '<PersistentTabPanel name="shift" value="notes">\n' +
        "  <details>\n" +
        "    <summary>Night shift handover (open me, switch tabs, come back)</summary>\n" +
        "    <p>CRU-104 left the depot late: tyre change at 02:10. DBN-220 refuelled in Harrismith.</p>\n" +
        "  </details>\n" +
        "</PersistentTabPanel>\n" +
        '<PersistentTabPanel name="shift" value="alarms">\n' +
        "  <p>{params.alarms} open alarms on the night shift.</p>\n" +
        "</PersistentTabPanel>",
      parameters: { alarms: 2 },
    },
  ] satisfies ComponentExample[],
});
