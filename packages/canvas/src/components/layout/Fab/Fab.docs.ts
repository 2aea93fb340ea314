import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { iconNames } from "../../display/Icon/iconNames";
import { fabColors, fabPositions, fabSizes } from "./Fab.meta";

/** What authors read about Fab in the gallery: its description, attribute table and live examples. */
export const fabDocs = defineComponentDocs({
  name: "Fab",
  description:
    "A floating action button in a corner of its frame (bottom-right by default) for the main action of a " +
    "canvas. A click runs onClick and, with a parameter, sets that parameter to value (true by default), which " +
    "opens a Modal, a Drawer or a ConfirmationDialog bound to it.",
  attributes: [
    {
      name: "icon",
      type: "string",
      description: "The name of an icon of the icon set (default 'add').",
      options: iconNames,
    },
    {
      name: "label",
      type: "string",
      description: "What the button does; required, it names the button for screen readers and shows as a tooltip.",
    },
    {
      name: "position",
      type: "string",
      description: "The corner of the frame the button sits in (default 'bottom-right').",
      options: fabPositions,
    },
    {
      name: "color",
      type: "string",
      description: "The button's theme colour (default 'primary').",
      options: fabColors,
    },
    { name: "size", type: "string", description: "The button's size (default 'large').", options: fabSizes },
    { name: "extended", type: "boolean", description: "Show the label beside the icon (default false)." },
    {
      name: "onClick",
      type: "(api) => void",
      description: "Runs when the button is clicked, with the canvas api (api.setParameter, api.parameters…).",
    },
    {
      name: "parameter",
      type: "string",
      description: "A parameter the click sets to value, e.g. the parameter a Modal or Drawer opens with.",
    },
    { name: "value", type: "any", description: "The value the click writes to the parameter (default true)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Open a form from the corner",
      template:
        "<p>Trips planned for tomorrow: {params.trips}</p>\n" +
        '<Fab icon="add" label="Plan a trip" parameter="planTrip" />\n' +
        '<Modal parameter="planTrip" title="Plan a trip" maxWidth="sm" fullWidth={true}>\n' +
        "  <p>Choose a truck, a route and a departure time.</p>\n" +
        "</Modal>",
      parameters: { trips: 12, planTrip: false },
    },
    {
      title: "Extended, top-left",
      template: '<Fab icon="download" label="Export report" extended={true} position="top-left" color="secondary" />',
    },
  ] satisfies ComponentExample[],
});
