/** The <Alert /> tag without its props schema (`Alert.meta.ts`, loaded with the component): its attributes. */
export const alertTag = {
  name: "Alert",
  family: "feedback",
  attributeNames: ["kind", "title", "message", "variant", "closable", "onClose"],
} as const;
