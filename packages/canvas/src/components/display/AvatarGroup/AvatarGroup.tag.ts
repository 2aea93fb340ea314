/** The <AvatarGroup /> tag without its props schema (`AvatarGroup.meta.ts`, loaded with the component): its attributes. */
export const avatarGroupTag = {
  name: "AvatarGroup",
  family: "display",
  attributeNames: ["max", "total", "size", "variant", "label"],
} as const;
