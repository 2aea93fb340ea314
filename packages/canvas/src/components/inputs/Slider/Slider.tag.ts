/** The <Slider /> tag without its props schema (`Slider.meta.ts`, loaded with the component): its attributes. */
export const sliderTag = {
  name: "Slider",
  family: "inputs",
  isSelfClosing: true,
  attributeNames: [
    "label",
    "parameter",
    "min",
    "max",
    "step",
    "marks",
    "range",
    "orientation",
    "unit",
    "valueLabelDisplay",
    "disabled",
    "onChange",
  ],
} as const;
