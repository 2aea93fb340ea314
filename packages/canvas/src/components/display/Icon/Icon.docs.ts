import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { iconSizes } from "./Icon.meta";
import { namedIconColors } from "./iconColor";
import { iconNames } from "./iconNames";

/** What authors read about Icon in the gallery: its description, attribute table and live examples. */
export const iconDocs = defineComponentDocs({
  name: "Icon",
  description:
    "One of about 200 named 24 by 24 vector icons for business, fleet, finance and status dashboards " +
    "(truck, fuel, warning, trending-up…). Decorative unless it has a title.",
  attributes: [
    {
      name: "name",
      type: "string",
      description: "The icon's name, in kebab-case (e.g. 'map-pin').",
      options: iconNames,
    },
    {
      name: "size",
      type: "'small' | 'medium' | 'large' | 'inherit' | number",
      description:
        "small (20 px), medium (24 px, default), large (35 px), inherit (the surrounding font size), or a size in px.",
      options: iconSizes,
    },
    {
      name: "color",
      type: "string",
      description:
        "A palette colour (red, orange, yellow, green, blue, darkblue, grey), an MUI theme colour, or any CSS colour. " +
        "Default: the surrounding text colour.",
      options: namedIconColors,
    },
    {
      name: "title",
      type: "string",
      description: "What the icon means, read by screen readers and shown on hover. Without it the icon is decorative.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet status row",
      template:
        '<div style={{ display: "flex", gap: 24, alignItems: "center" }}>\n' +
        '  <span style={{ display: "flex", gap: 8, alignItems: "center" }}>\n' +
        '    <Icon name="truck" color="darkblue" title="Trucks on the road" /> {params.activeTrucks} on the road\n' +
        "  </span>\n" +
        '  <span style={{ display: "flex", gap: 8, alignItems: "center" }}>\n' +
        '    <Icon name="fuel" color="orange" title="Fuel use" /> {params.fuelLitres} L today\n' +
        "  </span>\n" +
        '  <span style={{ display: "flex", gap: 8, alignItems: "center" }}>\n' +
        '    <Icon name={params.trend > 0 ? "trending-up" : "trending-down"} color={params.trend > 0 ? "green" : "red"}\n' +
        '      title={params.trend > 0 ? "Utilisation up" : "Utilisation down"} /> {params.trend}% utilisation\n' +
        "  </span>\n" +
        "</div>",
      parameters: { activeTrucks: 42, fuelLitres: 3180, trend: 4.2 },
    },
    {
      title: "Sizes and colours",
      template:
        '<div style={{ display: "flex", gap: 16, alignItems: "center" }}>\n' +
        '  <Icon name="warning" size="small" color="yellow" />\n' +
        '  <Icon name="check-circle" color="success" />\n' +
        '  <Icon name="map-pin" size="large" color="#6a1b9a" />\n' +
        '  <Icon name="calendar" size={48} color="blue" title="Schedule" />\n' +
        "</div>",
    },
  ] satisfies ComponentExample[],
});
