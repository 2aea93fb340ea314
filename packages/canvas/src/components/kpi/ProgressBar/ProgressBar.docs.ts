import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about ProgressBar in the gallery: its description, attribute table and live examples. */
export const progressBarDocs = defineComponentDocs({
  name: "ProgressBar",
  description:
    "A thin horizontal bar filled to a share between 0 and 1, with an optional label above it and a text such as " +
    "'72%' or '18 of 24 trucks'. Used alone, in a DeltaRow and inside Mosaic cells.",
  attributes: [
    {
      name: "fillPercentage",
      type: "number",
      description: "How full the bar is, from 0 to 1 (0.72 fills 72 %); values outside are clamped. Default 0.",
    },
    {
      name: "text",
      type: "string | number",
      description: "Text shown beside the bar and read as the bar's value (default: the percentage).",
    },
    {
      name: "fillColor",
      type: "string",
      description:
        "The fill: a palette name (red, orange, yellow, green, blue, darkblue, grey) or a CSS colour. Default blue.",
    },
    {
      name: "label",
      type: "string",
      description: "What the bar measures, shown above it and used as its accessible name.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet targets",
      template:
        '<div style={{ display: "grid", gap: 16, maxWidth: 420 }}>\n' +
        '  <ProgressBar label="Trucks on shift" fillPercentage={params.onShift / params.fleet} text={params.onShift + " of " + params.fleet} />\n' +
        '  <ProgressBar label="Monthly tonnes target" fillPercentage={params.tonnes / params.target} fillColor="green" />\n' +
        '  <ProgressBar label="Fuel budget used" fillPercentage={params.fuelUsed} fillColor={params.fuelUsed > 0.9 ? "red" : "orange"} />\n' +
        "</div>",
      parameters: { onShift: 18, fleet: 24, tonnes: 812_400, target: 1_050_000, fuelUsed: 0.83 },
    },
    {
      title: "Without a label",
      template:
        "<div style={{ maxWidth: 260 }}>\n" +
        '  <ProgressBar fillPercentage={1.4} text="140% of plan" fillColor="darkblue" />\n' +
        "</div>",
    },
  ] satisfies ComponentExample[],
});
