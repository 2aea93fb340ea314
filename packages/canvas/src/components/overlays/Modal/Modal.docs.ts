import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { modalWidths } from "./Modal.meta";

/** What authors read about Modal in the gallery: its description, attribute table and live examples. */
export const modalDocs = defineComponentDocs({
  name: "Modal",
  description:
    "A dialog over the canvas whose visibility follows a named parameter: true opens it, and closing it (the close " +
    "button or Escape) sets the parameter to false. Clicks on the backdrop do not close it.",
  attributes: [
    {
      name: "parameter",
      type: "string",
      description: "The parameter that holds whether the modal is open (true = open). Closing sets it to false.",
    },
    { name: "title", type: "string", description: "The heading of the modal, also its accessible name." },
    {
      name: "maxWidth",
      type: "string",
      description: "The widest the modal grows (default 'md').",
      options: modalWidths,
    },
    {
      name: "fullWidth",
      type: "boolean",
      description: "Stretch the modal to its maxWidth instead of fitting its content (default false).",
    },
    {
      name: "actions",
      type: "JSX",
      description: "Buttons shown along the bottom of the modal, such as a Save button.",
    },
    {
      name: "trigger",
      type: "string",
      description: "When given, a button with this label is shown in the canvas and opens the modal.",
    },
    {
      name: "onClose",
      type: "(api) => void",
      description: "Runs after the user closed the modal, with the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Truck details opened from the canvas",
      template:
        '<Modal parameter="showTruck" title="Truck CRU-104" trigger="View truck details" maxWidth="sm" fullWidth={true}>\n' +
        "  <p>Scania R 560 · assigned to the Richards Bay route.</p>\n" +
        "  <ul>\n" +
        "    <li>Odometer: {fmt.number(params.odometer, 0)} km</li>\n" +
        "    <li>Next service: in {params.serviceDue} days</li>\n" +
        "  </ul>\n" +
        "</Modal>",
      parameters: { showTruck: false, odometer: 412870, serviceDue: 12 },
    },
    {
      title: "Service reminder with a link in its actions",
      template:
        "<Modal\n" +
        '  parameter="serviceReminder"\n' +
        '  title="Service due"\n' +
        '  trigger="Show service reminder"\n' +
        '  maxWidth="xs"\n' +
        '  actions={<a href="https://example.com/maintenance">Open the maintenance log</a>}\n' +
        ">\n" +
        "  <p>{params.dueCount} trucks reach their service interval this week.</p>\n" +
        "</Modal>",
      parameters: { serviceReminder: false, dueCount: 3 },
    },
  ] satisfies ComponentExample[],
});
