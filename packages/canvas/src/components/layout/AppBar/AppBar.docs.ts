import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { appBarColors, appBarPositions } from "./AppBar.meta";

/** What authors read about AppBar in the gallery: its description, attribute table and live examples. */
export const appBarDocs = defineComponentDocs({
  name: "AppBar",
  description:
    "A header bar for a canvas or a section: a title on the left and the children (actions, filters, a badge) " +
    "on the right. It stays inside its frame: static by default, or sticky at the top while the frame scrolls.",
  attributes: [
    { name: "title", type: "string", description: "The heading shown on the left." },
    {
      name: "color",
      type: "string",
      description: "The bar's colour from the theme (default 'primary').",
      options: appBarColors,
    },
    {
      name: "position",
      type: "string",
      description: "'static' (default) scrolls with the content; 'sticky' stays at the top of the scrolling frame.",
      options: appBarPositions,
    },
    { name: "dense", type: "boolean", description: "A lower bar, for compact dashboards (default false)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet dashboard header",
      template:
        '<AppBar title={"Fleet operations · " + params.region}>\n' +
        '  <Badge content={params.alerts} color="error"><span>Alerts</span></Badge>\n' +
        "</AppBar>",
      parameters: { region: "Gauteng", alerts: 3 },
    },
    {
      title: "A light, dense bar",
      template: '<AppBar title="Maintenance schedule" color="default" dense={true} />',
    },
  ] satisfies ComponentExample[],
});
