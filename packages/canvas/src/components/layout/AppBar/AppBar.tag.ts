/** The <AppBar /> tag without its props schema (`AppBar.meta.ts`, loaded with the component): its attributes. */
export const appBarTag = {
  name: "AppBar",
  family: "layout",
  attributeNames: ["title", "color", "position", "dense"],
} as const;
