import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { iconNames } from "../Icon/iconNames";
import { chipColors } from "./Chip.meta";

/** What authors read about Chip in the gallery: its description, attribute table and live examples. */
export const chipDocs = defineComponentDocs({
  name: "Chip",
  description:
    "A compact label for a status, a tag or an active filter, optionally with an icon. With onClick it is a button; " +
    "with onDelete it shows a remove icon (also Backspace or Delete when focused).",
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
});
