import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { progressColors } from "./ProgressIndicator.meta";

/** What authors read about ProgressIndicator in the gallery: its description, attribute table and live examples. */
export const progressIndicatorDocs = defineComponentDocs({
  name: "ProgressIndicator",
  description:
    "A circular or linear progress bar. With a value (0 to 100) it shows how far something has got; without one it " +
    "spins or slides to say that work is under way.",
  attributes: [
    {
      name: "variant",
      type: "string",
      description: "'circular' (default) or 'linear'.",
      options: ["circular", "linear"],
    },
    {
      name: "value",
      type: "number",
      description: "Progress in percent, 0 to 100 (values outside are clamped). Leave it out while the end is unknown.",
    },
    {
      name: "label",
      type: "string",
      description: "What is progressing, shown beside the bar and read by screen readers.",
    },
    { name: "color", type: "string", description: "A theme colour (default primary).", options: progressColors },
    { name: "showValue", type: "boolean", description: "Show the percentage of a determinate bar (default true)." },
    { name: "size", type: "number", description: "The diameter in px of the circular variant (default 40)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet targets",
      template:
        '<div style={{ display: "grid", gap: 16, maxWidth: 420 }}>\n' +
        '  <ProgressIndicator variant="linear" value={params.onTime} label="On-time deliveries" color="success" />\n' +
        '  <ProgressIndicator variant="linear" value={params.budgetUsed} label="Fuel budget used" color={params.budgetUsed > 90 ? "error" : "warning"} />\n' +
        '  <div style={{ display: "flex", gap: 24 }}>\n' +
        '    <ProgressIndicator value={params.serviced} label="Serviced this quarter" size={64} />\n' +
        '    <ProgressIndicator label="Syncing telematics" />\n' +
        "  </div>\n" +
        "</div>",
      parameters: { onTime: 92, budgetUsed: 74, serviced: 61 },
    },
  ] satisfies ComponentExample[],
});
