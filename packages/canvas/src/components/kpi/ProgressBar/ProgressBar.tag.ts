/** The <ProgressBar /> tag without its props schema (`ProgressBar.meta.ts`, loaded with the component): its attributes. */
export const progressBarTag = {
  name: "ProgressBar",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["fillPercentage", "text", "fillColor", "label"],
} as const;
