import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { drawerAnchors, drawerVariants } from "./Drawer.meta";

/** What authors read about Drawer in the gallery: its description, attribute table and live examples. */
export const drawerDocs = defineComponentDocs({
  name: "Drawer",
  description:
    "A panel that slides in from an edge with extra content: filters, details of a selected truck, help. Its " +
    "open state follows a parameter (true = open). 'temporary' drawers cover the page and close on Escape or a " +
    "click beside them; 'persistent' drawers stay open beside the canvas content until closed.",
  attributes: [
    {
      name: "anchor",
      type: "string",
      description: "The edge the drawer slides in from (default 'left').",
      options: drawerAnchors,
    },
    {
      name: "parameter",
      type: "string",
      description: "The parameter that holds whether the drawer is open (true = open); closing sets it to false.",
    },
    {
      name: "variant",
      type: "string",
      description:
        "'temporary' (default) opens over everything with a backdrop; 'persistent' opens inside the frame, without one.",
      options: drawerVariants,
    },
    { name: "title", type: "string", description: "The heading at the top of the drawer, also its accessible name." },
    {
      name: "size",
      type: "number",
      description: "The drawer's width (left, right) or height (top, bottom) in px (default 320).",
    },
    {
      name: "trigger",
      type: "string",
      description: "When given, a button with this label is shown in the canvas and opens the drawer.",
    },
    {
      name: "onClose",
      type: "(api) => void",
      description: "Runs after the user closed the drawer, with the canvas api (api.setParameter…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Filters in a drawer",
      template:
        '<Drawer parameter="filtersOpen" title="Filters" trigger="Show filters" anchor="right">\n' +
        "  <p>Region: {params.region}</p>\n" +
        "  <p>Vehicle class: {params.vehicleClass}</p>\n" +
        "</Drawer>",
      parameters: { filtersOpen: false, region: "Gauteng", vehicleClass: "Heavy" },
    },
    {
      title: "Persistent details inside the frame",
      template:
        '<div style={{ position: "relative", height: 260, overflow: "hidden", border: "1px solid #e0e0e0" }}>\n' +
        "  <p style={{ padding: 16 }}>Map of the depot yard.</p>\n" +
        '  <Drawer parameter="detailsOpen" title="CRU-104" variant="persistent" size={260} trigger="Truck details">\n' +
        "    <p>Driver: {params.driver}</p>\n" +
        "    <p>Fuel: {fmt.percent(params.fuel, 0)}</p>\n" +
        "  </Drawer>\n" +
        "</div>",
      parameters: { detailsOpen: true, driver: "T. Nkosi", fuel: 0.42 },
    },
  ] satisfies ComponentExample[],
});
