/** The <Avatar /> tag without its props schema (`Avatar.meta.ts`, loaded with the component): its attributes. */
export const avatarTag = {
  name: "Avatar",
  family: "display",
  isSelfClosing: true,
  attributeNames: ["name", "src", "alt", "color", "variant", "size"],
} as const;
