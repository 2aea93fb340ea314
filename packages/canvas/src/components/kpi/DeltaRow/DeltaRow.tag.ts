/** The <DeltaRow /> tag without its props schema (`DeltaRow.meta.ts`, loaded with the component): its attributes. */
export const deltaRowTag = {
  name: "DeltaRow",
  family: "kpi",
  isSelfClosing: true,
  attributeNames: ["progressBarValues", "maxProgressBarValue", "title"],
} as const;
