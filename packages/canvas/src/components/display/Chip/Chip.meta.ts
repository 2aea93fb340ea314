import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";
import { callbackSchema } from "../../shared/schemas";
import { iconNames, isIconName } from "../Icon/iconNames";

export const chipColors = ["default", "primary", "secondary", "error", "info", "success", "warning"] as const;

export const chipPropsSchema = z.object({
  label: z.union([z.string(), z.number()]).transform(String),
  color: z.enum(chipColors).default("default"),
  variant: z.enum(["filled", "outlined"]).default("filled"),
  size: z.enum(["small", "medium"]).default("medium"),
  icon: z
    .string()
    .refine(isIconName, { error: (issue) => `Unknown icon '${String(issue.input)}'.` })
    .optional(),
  onClick: callbackSchema,
  onDelete: callbackSchema,
});

export type ChipProps = z.output<typeof chipPropsSchema>;

export const chipMeta = {
  name: "Chip",
  family: "display",
  description:
    "A compact label for a status, a tag or an active filter, optionally with an icon. With onClick it is a button; " +
    "with onDelete it shows a remove icon (also Backspace or Delete when focused).",
  isSelfClosing: true,
  attributes: [
    { name: "label", type: "string", description: "The text of the chip." },
    { name: "color", type: "string", description: "A theme colour (default 'default', grey).", options: chipColors },
    {
      name: "variant",
      type: "string",
      description: "'filled' (default) or 'outlined'.",
      options: ["filled", "outlined"],
    },
    { name: "size", type: "string", description: "'medium' (default) or 'small'.", options: ["small", "medium"] },
    {
      name: "icon",
      type: "string",
      description: "The name of an icon of the Icon set, shown before the label.",
      options: iconNames,
    },
    {
      name: "onClick",
      type: "(api) => void",
      description: "Called when the chip is chosen, with the canvas api (api.setParameter, api.parameters…).",
    },
    {
      name: "onDelete",
      type: "(api) => void",
      description: "Called when the remove icon is chosen, with the canvas api. Shows the remove icon.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Vehicle statuses",
      template:
        '<div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>\n' +
        '  <Chip label="On route" color="success" icon="truck" />\n' +
        '  <Chip label="Refuelling" color="info" icon="fuel" variant="outlined" />\n' +
        '  <Chip label="Service due" color="warning" icon="build" />\n' +
        '  <Chip label="Breakdown" color="error" icon="warning" />\n' +
        '  <Chip label="Parked" size="small" icon="map-pin" />\n' +
        "</div>",
    },
    {
      title: "Removable filters",
      template:
        '<div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>\n' +
        "  {params.activeFilters.map((filter) => (\n" +
        '    <Chip key={filter} label={filter} color="primary" variant="outlined" icon="filter-alt"\n' +
        '      onDelete={(api) => api.setParameter("activeFilters", api.parameters.activeFilters.filter((f) => f !== filter))} />\n' +
        "  ))}\n" +
        "  {params.activeFilters.length === 0 ? <span>No filters: showing the whole fleet.</span> : null}\n" +
        "</div>",
      parameters: { activeFilters: ["Region: Gauteng", "Type: Refrigerated", "Status: On route"] },
    },
  ] satisfies ComponentExample[],
} as const;
