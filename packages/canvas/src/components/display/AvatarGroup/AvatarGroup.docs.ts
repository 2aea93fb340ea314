import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { avatarVariants } from "../Avatar/avatarAppearance";

/** What authors read about AvatarGroup in the gallery: its description, attribute table and live examples. */
export const avatarGroupDocs = defineComponentDocs({
  name: "AvatarGroup",
  description:
    "Overlapping avatars of a team or crew. Beyond `max`, the last place shows how many more there are ('+3').",
  attributes: [
    {
      name: "max",
      type: "number",
      description: "The most places shown, the '+n' place included (at least 2, default 4).",
    },
    {
      name: "total",
      type: "number",
      description: "How many there are in all, when the group shows only some of them (default: the avatars given).",
    },
    {
      name: "size",
      type: "number",
      description: "The size in px of the avatars that do not set their own (default 40).",
    },
    {
      name: "variant",
      type: "string",
      description: "The shape of the avatars that do not set their own (default circular).",
      options: avatarVariants,
    },
    { name: "label", type: "string", description: "What screen readers call the group, e.g. 'Night shift drivers'." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Drivers on shift",
      template:
        '<div style={{ display: "flex", gap: 12, alignItems: "center" }}>\n' +
        '  <AvatarGroup max={4} total={params.onShift.length} label="Drivers on the night shift">\n' +
        "    {params.onShift.map((driver) => <Avatar key={driver} name={driver} />)}\n" +
        "  </AvatarGroup>\n" +
        "  <span>{params.onShift.length} drivers on the night shift</span>\n" +
        "</div>",
      parameters: {
        onShift: ["Sipho Ndlovu", "Lerato Dube", "Johan Botha", "Aisha Patel", "Kagiso Molefe", "Nomsa Zulu"],
      },
    },
    {
      title: "Small rounded group",
      template:
        '<AvatarGroup max={3} size={32} variant="rounded" label="Route planners">\n' +
        '  <Avatar name="Route Planning" color="blue" />\n' +
        '  <Avatar name="Dispatch Desk" color="green" />\n' +
        '  <Avatar name="Yard Control" color="orange" />\n' +
        '  <Avatar name="Maintenance" color="red" />\n' +
        "</AvatarGroup>",
    },
  ] satisfies ComponentExample[],
});
