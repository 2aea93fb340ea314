import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";

const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 9, 1 + offset));
  return date.toISOString().slice(0, 10);
};

const history = Array.from({ length: 21 }, (_, index) => index);

const forecast = Array.from({ length: 11 }, (_, index) => 20 + index);

const ore = (index: number) => Math.round(21000 + 2600 * Math.sin(index / 2.3) + 90 * index);

const waste = (index: number) => Math.round(30500 + 2100 * Math.cos(index / 3.1));

const exampleInput = {
  current_date: day(20),
  sediments: {
    ore: { display: "Ore (t)", color: "orange", data: history.map((index) => [day(index), ore(index)]) },
    waste: { display: "Waste (t)", color: "grey.300", data: history.map((index) => [day(index), waste(index)]) },
  },
  lines: {
    plan: {
      display: "Plan (t)",
      color: "darkblue",
      data: [...history, ...forecast].map((index) => [day(index), 54000]),
    },
  },
  cone_of_probability: {
    boundaries: {
      lower: {
        color: "blue",
        data: forecast.map((index) => [day(index), ore(index) + waste(index) - 600 * (index - 20)]),
      },
      upper: {
        color: "blue",
        data: forecast.map((index) => [day(index), ore(index) + waste(index) + 700 * (index - 20)]),
      },
    },
    lines: {
      expected: {
        display: "Expected (t)",
        color: "blue",
        data: forecast.map((index) => [day(index), ore(index) + waste(index) + 50 * (index - 20)]),
      },
    },
  },
};

/** What authors read about BusinessTimeSeries in the gallery: its description, attribute table and live examples. */
export const businessTimeSeriesDocs = defineComponentDocs({
  name: "BusinessTimeSeries",
  description:
    "History and forecast on one time axis: stacked areas (sediments) and lines up to the current date, then " +
    "the forecast's areas and dashed lines inside a cone of probability (the band between its lower and upper " +
    "boundaries). Each series has data ([date, value] pairs or {date, value} objects), color, is_hidden and " +
    "display (its legend name); sediments and lines may be lists or objects keyed by name. Zoom, range " +
    "parameters, click targets and the data table work as in LineChart.",
  attributes: [
    {
      name: "input",
      type: "{ sediments, lines, current_date, cone_of_probability: { boundaries: { upper, lower }, sediments, lines } }",
      description: "The business map input. Without it, or without any point, the chart shows 'No input provided.'.",
    },
    cartesianAttributes.title,
    cartesianAttributes.xLabel,
    cartesianAttributes.yLabel,
    { name: "height", type: "number", description: "Height of the plot in pixels (default 360)." },
    {
      name: "coneName",
      type: "string",
      description: "Legend name of the cone of probability (default 'Cone of probability').",
    },
    cartesianAttributes.zoom,
    cartesianAttributes.xMinParameter,
    cartesianAttributes.xMaxParameter,
    cartesianAttributes.targetField,
    cartesianAttributes.interactiveTooltip,
    cartesianAttributes.onPointClick,
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Tonnes hauled: history, plan and forecast",
      template:
        '<BusinessTimeSeries title="Tonnes hauled per day" input={frame.tonnes} yLabel="tonnes"\n' +
        '  xMinParameter="from" xMaxParameter="to" />\n' +
        '<p>Range: {params.from ?? "all"} to {params.to ?? "all"}</p>',
      frame: { tonnes: exampleInput },
      parameters: { from: null, to: null },
    },
  ] satisfies ComponentExample[],
});
