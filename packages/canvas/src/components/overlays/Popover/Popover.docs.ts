import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { popoverPlacements } from "./popoverPlacement";

/** What authors read about Popover in the gallery: its description, attribute table and live examples. */
export const popoverDocs = defineComponentDocs({
  name: "Popover",
  description:
    "Extra content that opens next to what the user clicks (its trigger): details, a legend, a help note. It " +
    "closes on a click outside or Escape, and focus returns to the trigger.",
  attributes: [
    {
      name: "trigger",
      type: "string | JSX",
      description: "What the user clicks to open the popover: text or JSX (an icon, a badge). Required.",
    },
    {
      name: "label",
      type: "string",
      description: "The accessible name of the trigger when it has no text of its own (an icon only).",
    },
    { name: "title", type: "string", description: "A heading at the top of the popover, also its accessible name." },
    {
      name: "placement",
      type: "string",
      description: "Where the popover opens relative to the trigger (default 'bottom-start').",
      options: popoverPlacements,
    },
    { name: "maxWidth", type: "number", description: "The widest the popover grows, in px (default 360)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "How a KPI is calculated",
      template:
        "<p>\n" +
        "  Fleet utilisation: <strong>{fmt.percent(params.utilisation, 1)}</strong>\n" +
        '  <Popover trigger="How is this calculated?" title="Fleet utilisation" placement="bottom">\n' +
        "    <p>Hours on a trip divided by the hours each truck was available, over the last 30 days.</p>\n" +
        "    <p>Trucks in the workshop count as unavailable.</p>\n" +
        "  </Popover>\n" +
        "</p>",
      parameters: { utilisation: 0.784 },
    },
    {
      title: "An icon as the trigger",
      template:
        '<Popover trigger={<Icon name="info" color="blue" />} label="About this map" title="Map legend" placement="right">\n' +
        "  <ul>\n" +
        "    <li>Green: moving</li>\n" +
        "    <li>Orange: idling over 10 minutes</li>\n" +
        "    <li>Red: stopped with an alarm</li>\n" +
        "  </ul>\n" +
        "</Popover>",
    },
  ] satisfies ComponentExample[],
});
