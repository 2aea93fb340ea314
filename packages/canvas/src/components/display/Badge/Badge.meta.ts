import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

const paletteColors = ["primary", "secondary", "default", "error", "info", "success", "warning"] as const;

export const badgePropsSchema = z.object({
  content: z.union([z.string(), z.number()]).optional(),
  color: z.string().min(1).default("primary"),
  modifier: z.enum(["standard", "dot"]).default("standard"),
  max: z.number().int().positive().default(99),
  showZero: z.boolean().default(false),
});

export type BadgeProps = z.output<typeof badgePropsSchema> & { children?: React.ReactNode };

export const badgeMeta = {
  name: "Badge",
  family: "display",
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
} as const;

export const isPaletteColor = (color: string): color is (typeof paletteColors)[number] =>
  (paletteColors as readonly string[]).includes(color);
