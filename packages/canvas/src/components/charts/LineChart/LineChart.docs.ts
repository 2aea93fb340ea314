import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";
import { dailyTonnes, stockPrices } from "../shared/exampleData";

/** What authors read about LineChart in the gallery: its description, attribute table and live examples. */
export const lineChartDocs = defineComponentDocs({
  name: "LineChart",
  description:
    "Lines over categories, dates or numbers, one per y field or per value of seriesBy. Hovering shows every " +
    "series' value at that x; the legend switches series on and off. With range parameters, zooming (slider, " +
    "drag, Ctrl + wheel) writes the first and last x shown, so other parts of the page can follow. A point whose " +
    "row has a target (or url) opens it when clicked. The table button lists the data for screen readers and keyboards.",
  attributes: [
    ...Object.values(cartesianAttributes),
    { name: "smooth", type: "boolean", description: "Draws smoothed curves instead of straight segments." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Stock prices with a zoom range",
      template:
        '<LineChart title="Month-start price (USD)" input={frame.prices} x="date" y={[{ field: "price", name: "Price" }]}\n' +
        '  seriesBy="symbol" yLabel="USD" xMinParameter="rangeFrom" xMaxParameter="rangeTo" />\n' +
        '<p>Zoomed to <strong>{params.rangeFrom ?? "the start"}</strong> – <strong>{params.rangeTo ?? "the end"}</strong></p>',
      frame: { prices: stockPrices },
      parameters: { rangeFrom: null, rangeTo: null },
    },
    {
      title: "Two fields, one switched off at first",
      template:
        '<LineChart title="Tonnes hauled per day" input={frame.tonnes} x="date" height={260}\n' +
        '  y={["ore", { field: "waste", name: "Waste", color: "grey", hidden: true }]} interactiveTooltip />',
      frame: { tonnes: dailyTonnes.map(({ target: _target, ...row }) => row) },
    },
    {
      title: "Without input",
      template: '<LineChart title="Cycle times" input={frame.cycles} x="date" y="minutes" height={160} />',
      frame: { cycles: null },
    },
  ] satisfies ComponentExample[],
});
