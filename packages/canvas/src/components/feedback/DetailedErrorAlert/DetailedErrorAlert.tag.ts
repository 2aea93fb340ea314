/** The <DetailedErrorAlert /> tag without its props schema (`DetailedErrorAlert.meta.ts`, loaded with the component): its attributes. */
export const detailedErrorAlertTag = {
  name: "DetailedErrorAlert",
  family: "feedback",
  isSelfClosing: true,
  attributeNames: ["message", "details", "title", "autoCollapseMs", "onClose"],
} as const;
