import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { sliderOrientations, valueLabelDisplays } from "./Slider.meta";

/** What authors read about Slider in the gallery: its description, attribute table and live examples. */
export const sliderDocs = defineComponentDocs({
  name: "Slider",
  description:
    "A slider for a number, or for a range with two thumbs stored as [from, to]. Dragging shows the value as it " +
    "moves and stores it when the thumb is let go, so data sources refresh once; arrow keys, Page Up/Down, Home " +
    "and End move it from the keyboard.",
  attributes: [
    {
      name: "label",
      type: "string",
      description: "Shown above the slider with the current value, and the slider's accessible name.",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "Name of the parameter that holds the number, or [from, to] with 'range'. A value outside min and max " +
        "shows at the nearest end; an unset one at min (the full range with 'range'). Without it the slider " +
        "keeps its own value.",
    },
    { name: "min", type: "number", description: "The smallest value (default 0)." },
    { name: "max", type: "number", description: "The largest value (default 100); must be greater than min." },
    {
      name: "step",
      type: "number | null",
      description: "The distance between allowed values (default 1); null allows only the values of 'marks'.",
    },
    {
      name: "marks",
      type: "boolean | { value, label? }[]",
      description: "Ticks on the track: true puts one at every step, a list puts labelled ones where it says.",
    },
    {
      name: "range",
      type: "boolean",
      description: "Two thumbs choosing a range, stored as [from, to] (default false).",
    },
    {
      name: "orientation",
      type: "string",
      description: "Lay the slider out horizontally (default) or vertically (200 px tall).",
      options: sliderOrientations,
    },
    {
      name: "unit",
      type: "string",
      description: "Written after each value in labels and for screen readers, e.g. '%' (12%) or 't' (220 t).",
    },
    {
      name: "valueLabelDisplay",
      type: "string",
      description:
        "When the bubble with the value shows over a thumb: while it is hovered, focused or dragged ('auto', " +
        "default), always ('on') or never ('off').",
      options: valueLabelDisplays,
    },
    { name: "disabled", type: "boolean", description: "Greys the slider out and blocks changes (default false)." },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called when a new value is stored (a thumb let go, a key pressed), with the new and the previous value, " +
        "then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Discount rate with marks",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <Slider label="Discount rate" parameter="discountRate" min={0} max={20} step={0.5} unit="%"\n' +
        '    marks={[{ value: 0, label: "0%" }, { value: 8, label: "WACC 8%" }, { value: 20, label: "20%" }]} />\n' +
        "</div>\n" +
        "<p>Net present value is discounted at {fmt.number(params.discountRate, 1)}% a year.</p>",
      parameters: { discountRate: 8 },
    },
    {
      title: "Haul distance range",
      template:
        "<div style={{ maxWidth: 420 }}>\n" +
        '  <Slider label="Haul distance" parameter="haulDistance" range min={0} max={40} step={5}\n' +
        '    unit="km" marks />\n' +
        "</div>\n" +
        "<p>Trips from {params.haulDistance[0]} to {params.haulDistance[1]} km.</p>",
      parameters: { haulDistance: [5, 25] },
    },
    {
      title: "Vertical, marks only",
      template:
        '<div style={{ display: "flex", gap: 32, alignItems: "center" }}>\n' +
        '  <Slider label="Crusher throughput" parameter="throughput" orientation="vertical" min={0} max={100}\n' +
        '    step={null} unit="%" valueLabelDisplay="on"\n' +
        '    marks={[{ value: 0, label: "Off" }, { value: 50, label: "Half" }, { value: 80, label: "Rated" },\n' +
        '      { value: 100, label: "Peak" }]} />\n' +
        "  <p>Running at {params.throughput}% of capacity.</p>\n" +
        "</div>",
      parameters: { throughput: 80 },
    },
  ] satisfies ComponentExample[],
});
