import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { paletteColors } from "./Badge.meta";

/** What authors read about Badge in the gallery: its description, attribute table and live examples. */
export const badgeDocs = defineComponentDocs({
  name: "Badge",
  description:
    "A small count or status marker at the top-right corner of its content (an icon, an avatar, a word). " +
    "A colour outside the palette is used as a class name, so template CSS can style it.",
  attributes: [
    { name: "content", type: "string | number", description: "What the badge shows, e.g. a count." },
    {
      name: "color",
      type: "string",
      description: "A palette colour, or any other name used as the class 'sf-badge-{name}' for template CSS.",
      options: paletteColors,
    },
    {
      name: "modifier",
      type: "string",
      description: "'standard' shows the content; 'dot' shows a small dot only.",
      options: ["standard", "dot"],
    },
    { name: "max", type: "number", description: "Counts above this show as '{max}+' (default 99)." },
    { name: "showZero", type: "boolean", description: "Show the badge when the content is 0 (default false)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Counts on icons",
      template:
        '<div style={{ display: "flex", gap: 24 }}>\n' +
        '  <Badge content={4} color="primary"><span>Inbox</span></Badge>\n' +
        '  <Badge content={params.alerts} color="error" max={9}><span>Alerts</span></Badge>\n' +
        '  <Badge modifier="dot" color="success"><span>Online</span></Badge>\n' +
        "</div>",
      parameters: { alerts: 12 },
    },
  ] satisfies ComponentExample[],
});
