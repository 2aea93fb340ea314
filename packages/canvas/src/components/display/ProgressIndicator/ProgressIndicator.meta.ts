import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

export const progressColors = ["primary", "secondary", "error", "info", "success", "warning", "inherit"] as const;

export const progressIndicatorPropsSchema = z.object({
  variant: z.enum(["circular", "linear"]).default("circular"),
  value: z.number().optional(),
  label: z.string().optional(),
  color: z.enum(progressColors).default("primary"),
  showValue: z.boolean().default(true),
  size: z.number().int().min(16).max(200).default(40),
});

export type ProgressIndicatorProps = z.output<typeof progressIndicatorPropsSchema>;

export const progressIndicatorMeta = {
  name: "ProgressIndicator",
  family: "display",
  description:
    "A circular or linear progress bar. With a value (0 to 100) it shows how far something has got; without one it " +
    "spins or slides to say that work is under way.",
  isSelfClosing: true,
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
} as const;
