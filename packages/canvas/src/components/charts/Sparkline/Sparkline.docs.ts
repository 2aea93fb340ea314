import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { sparklineVariants } from "./sparklineSchema";

/** What authors read about Sparkline in the gallery: its description, attribute table and live examples. */
export const sparklineDocs = defineComponentDocs({
  name: "Sparkline",
  description:
    "A word-sized trend line (SVG, no chart library). Sections follow one another on a shared scale, each with " +
    "its own colour and variant: filled (2 px line over a tinted area), gradient (2 px line over a fading area), " +
    "line (3 px) or dashed (3 px, dashes 5,5) — e.g. actuals filled, then the forecast dashed.",
  attributes: [
    {
      name: "sections",
      type: "{ values: number[], color?, variant? }[]",
      description: `The stretches of the line, in order; variant is one of ${sparklineVariants.join(", ")} (default line).`,
      options: sparklineVariants,
    },
    { name: "width", type: "number", description: "Width in pixels (default 120)." },
    { name: "height", type: "number", description: "Height in pixels (default 32)." },
    { name: "fullWidth", type: "boolean", description: "Stretches to the width of its container instead." },
    {
      name: "label",
      type: "string",
      description: "Accessible name; by default it states the number of values, their range and the latest.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Actuals, then a dashed forecast",
      template:
        '<p style={{ display: "flex", alignItems: "center", gap: 12 }}>\n' +
        "  <span>Ore tonnes, last 14 days</span>\n" +
        "  <Sparkline width={160} height={36} sections={[\n" +
        '    { values: frame.actual, variant: "filled", color: "orange" },\n' +
        '    { values: frame.forecast, variant: "dashed", color: "grey" },\n' +
        "  ]} />\n" +
        "</p>",
      frame: {
        actual: [21.4, 22.8, 20.1, 23.9, 24.3, 19.8, 17.6, 22.1, 23.5, 24.8],
        forecast: [24.1, 24.6, 25.0, 25.3],
      },
    },
    {
      title: "The four variants",
      template:
        '<div style={{ display: "grid", gridTemplateColumns: "90px 140px", gap: 8, alignItems: "center" }}>\n' +
        '  {["filled", "gradient", "line", "dashed"].map((variant) => [\n' +
        '    <span key={variant + "-name"}>{variant}</span>,\n' +
        '    <Sparkline key={variant} sections={[{ values: frame.values, variant, color: "blue" }]} />,\n' +
        "  ])}\n" +
        "</div>",
      frame: { values: [3, 5, 4, 6, 8, 7, 9, 6, 7, 10, 9, 12] },
    },
  ] satisfies ComponentExample[],
});
