import type { ReactNode } from "react";
import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

export const appBarColors = ["primary", "secondary", "default", "transparent", "inherit"] as const;
export const appBarPositions = ["static", "sticky", "relative"] as const;

export const appBarPropsSchema = z.object({
  title: z.string().optional(),
  color: z.enum(appBarColors).default("primary"),
  position: z.enum(appBarPositions).default("static"),
  dense: z.boolean().default(false),
});

export type AppBarProps = z.output<typeof appBarPropsSchema> & { children?: ReactNode };

export const appBarMeta = {
  name: "AppBar",
  family: "layout",
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
} as const;
