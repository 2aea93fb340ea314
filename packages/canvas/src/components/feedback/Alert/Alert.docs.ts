import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { alertKinds, alertVariants } from "./alertAppearance";

/** What authors read about Alert in the gallery: its description, attribute table and live examples. */
export const alertDocs = defineComponentDocs({
  name: "Alert",
  description:
    "A status message: success (green, check icon), error (red), warning (yellow) or info (blue), with an optional " +
    "title. It can offer a close button that dismisses it.",
  attributes: [
    {
      name: "kind",
      type: "string",
      description: "success (green), error (red), warning (yellow) or info (blue, default).",
      options: alertKinds,
    },
    { name: "title", type: "string", description: "A bold first line." },
    { name: "message", type: "string", description: "The text of the alert; children, if any, follow it." },
    {
      name: "variant",
      type: "string",
      description: "standard (light background, default), filled (strong background) or outlined (border only).",
      options: alertVariants,
    },
    { name: "closable", type: "boolean", description: "Show a close button that dismisses the alert (default false)." },
    {
      name: "onClose",
      type: "(api) => void",
      description: "Called when the alert is dismissed, with the canvas api (api.setParameter…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet status alerts",
      template:
        '<div style={{ display: "grid", gap: 12 }}>\n' +
        '  <Alert kind="success" title="All depots reporting" message={params.reporting + " of " + params.depots + " depots sent data in the last hour."} />\n' +
        '  <Alert kind="warning" title="Services due" closable>\n' +
        "    {params.serviceDue} trucks reach their service interval this week.\n" +
        "  </Alert>\n" +
        '  <Alert kind="error" variant="filled" title="Breakdown on the N3" message="Truck GP 482-117 stopped near Harrismith; recovery dispatched." />\n' +
        '  <Alert kind="info" variant="outlined" message="Fuel prices change on the first Wednesday of the month." />\n' +
        "</div>",
      parameters: { reporting: 12, depots: 12, serviceDue: 5 },
    },
    {
      title: "Dismissed into a parameter",
      template:
        "{params.bannerDismissed ? <p>Banner dismissed.</p> : (\n" +
        '  <Alert kind="info" title="New: route heatmaps" closable\n' +
        '    onClose={(api) => api.setParameter("bannerDismissed", true)}>\n' +
        "    Open the Routes tab to see where the fleet spends its time.\n" +
        "  </Alert>\n" +
        ")}",
      parameters: { bannerDismissed: false },
    },
  ] satisfies ComponentExample[],
});
