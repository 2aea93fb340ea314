import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { avatarColors, avatarVariants } from "./avatarAppearance";

/** What authors read about Avatar in the gallery: its description, attribute table and live examples. */
export const avatarDocs = defineComponentDocs({
  name: "Avatar",
  description:
    "A person, team or asset shown as a picture, or as initials on a palette colour when there is no picture. " +
    "Initials keep at least 4.5:1 contrast with their background.",
  attributes: [
    { name: "name", type: "string", description: "Whose avatar it is; its initials show when there is no picture." },
    { name: "src", type: "string", description: "The URL of a picture. The initials show if it cannot load." },
    {
      name: "alt",
      type: "string",
      description: "What screen readers announce (default: the name).",
    },
    {
      name: "color",
      type: "string",
      description: "The background of the initials (default: a colour chosen from the name, the same every time).",
      options: avatarColors,
    },
    {
      name: "variant",
      type: "string",
      description: "The shape (default circular, or the shape of the surrounding AvatarGroup).",
      options: avatarVariants,
    },
    {
      name: "size",
      type: "number",
      description: "Width and height in px, 16 to 256 (default 40, or the size of the surrounding AvatarGroup).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Depot managers",
      template:
        '<div style={{ display: "flex", gap: 16, alignItems: "center" }}>\n' +
        "  {params.managers.map((manager) => (\n" +
        '    <div key={manager.name} style={{ display: "flex", gap: 8, alignItems: "center" }}>\n' +
        "      <Avatar name={manager.name} color={manager.color} />\n" +
        "      <span>{manager.name}<br /><small>{manager.depot}</small></span>\n" +
        "    </div>\n" +
        "  ))}\n" +
        "</div>",
      parameters: {
        managers: [
          { name: "Thandi Mokoena", depot: "Johannesburg", color: "darkblue" },
          { name: "Pieter van Wyk", depot: "Durban", color: "green" },
          { name: "Amara Okafor", depot: "Cape Town", color: "orange" },
        ],
      },
    },
    {
      title: "Shapes and sizes",
      template:
        '<div style={{ display: "flex", gap: 16, alignItems: "center" }}>\n' +
        '  <Avatar name="Fleet Ops" color="blue" variant="rounded" size={56} />\n' +
        '  <Avatar name="Yard" color="yellow" variant="square" />\n' +
        '  <Avatar name="Red Team" color="red" size={32} />\n' +
        "</div>",
    },
  ] satisfies ComponentExample[],
});
