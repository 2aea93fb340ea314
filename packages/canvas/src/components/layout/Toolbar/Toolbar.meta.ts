import type { ReactNode } from "react";
import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

export const toolbarAlignments = ["start", "center", "end", "space-between"] as const;

export const toolbarPropsSchema = z.object({
  dense: z.boolean().default(false),
  align: z.enum(toolbarAlignments).default("start"),
  disableGutters: z.boolean().default(false),
});

export type ToolbarProps = z.output<typeof toolbarPropsSchema> & { children?: ReactNode };

export const toolbarMeta = {
  name: "Toolbar",
  family: "layout",
  description: "A row of controls (filters, buttons, a title) with even spacing, on its own or inside an AppBar.",
  attributes: [
    { name: "dense", type: "boolean", description: "A lower row, for compact dashboards (default false)." },
    {
      name: "align",
      type: "string",
      description: "Where the children sit along the row (default 'start').",
      options: toolbarAlignments,
    },
    {
      name: "disableGutters",
      type: "boolean",
      description: "Remove the padding at both ends of the row (default false).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A row of period shortcuts",
      template:
        '<Toolbar dense={true} align="space-between">\n' +
        "  <strong>Utilisation</strong>\n" +
        "  <span>Period: {params.period}</span>\n" +
        "</Toolbar>",
      parameters: { period: "Last 30 days" },
    },
  ] satisfies ComponentExample[],
} as const;
