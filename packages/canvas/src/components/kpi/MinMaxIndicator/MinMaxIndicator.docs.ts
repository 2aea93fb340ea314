import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about MinMaxIndicator in the gallery: its description, attribute table and live examples. */
export const minMaxIndicatorDocs = defineComponentDocs({
  name: "MinMaxIndicator",
  description:
    "Where a value lies between a minimum and a maximum: a track labelled with both ends and a marker at the " +
    "value. A value outside the range pins the marker to the nearer end, turns it red and says so.",
  attributes: [
    { name: "value", type: "number | null", description: "The value to place; null shows the track without a marker." },
    { name: "min", type: "number", description: "The low end of the range (left)." },
    { name: "max", type: "number", description: "The high end of the range (right); must be greater than min." },
    { name: "title", type: "string", description: "What is measured; shown above the track and names it." },
    { name: "unit", type: "string", description: "A unit shown after the numbers, e.g. 'km/h'." },
    { name: "decimals", type: "number", description: "Decimals of the numbers shown (default: up to two)." },
    {
      name: "markerColor",
      type: "string",
      description: "The marker's colour while the value is in range (palette name or CSS; default blue).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Operating windows",
      template:
        '<div style={{ display: "grid", gap: 20, maxWidth: 440 }}>\n' +
        '  <MinMaxIndicator title="Average haul speed" value={params.speed} min={18} max={40} unit="km/h" decimals={1} />\n' +
        '  <MinMaxIndicator title="Tyre pressure, HT-07 front left" value={params.pressure} min={650} max={760} unit="kPa" />\n' +
        '  <MinMaxIndicator title="Payload fill" value={params.fill} min={85} max={105} unit="%" markerColor="green" />\n' +
        "</div>",
      parameters: { speed: 27.4, pressure: 781, fill: 96.1 },
    },
  ] satisfies ComponentExample[],
});
