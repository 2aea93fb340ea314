import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { cartesianAttributes } from "../shared/cartesianAttributes";

/** What authors read about PieChart in the gallery: its description, attribute table and live examples. */
export const pieChartDocs = defineComponentDocs({
  name: "PieChart",
  description:
    "Shares of a whole, one slice per row (rows without a positive value are left out), as a pie or a donut. " +
    "Labels and the tooltip show each slice's share; a slice whose row has a target (or url) opens it when clicked.",
  attributes: [
    { ...cartesianAttributes.input },
    { name: "name", type: "string", description: "Field naming each slice (legend and labels)." },
    { name: "value", type: "string", description: "Field holding each slice's value." },
    {
      name: "colorField",
      type: "string",
      description: "Field holding each slice's colour (a palette name such as green, or a CSS colour).",
    },
    { name: "donut", type: "boolean", description: "Draws a ring instead of a full pie." },
    { ...cartesianAttributes.title },
    { name: "height", type: "number", description: "Height of the chart in pixels (default 300)." },
    { ...cartesianAttributes.targetField },
    { ...cartesianAttributes.interactiveTooltip },
    { ...cartesianAttributes.onPointClick },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet time by status",
      template:
        '<PieChart title="Fleet hours by status" input={frame.statuses} name="status" value="hours" colorField="color"\n' +
        '  donut onPointClick={(row, api) => api.setParameter("status", row.status)} />\n' +
        '<p>Chosen status: <strong>{params.status ?? "click a slice"}</strong></p>',
      frame: {
        statuses: [
          { status: "Hauling", hours: 1460, color: "green" },
          { status: "Loading", hours: 410, color: "blue" },
          { status: "Queueing", hours: 265, color: "orange" },
          { status: "Idle", hours: 190, color: "grey" },
          { status: "Maintenance", hours: 120, color: "red" },
        ],
      },
      parameters: { status: null },
    },
  ] satisfies ComponentExample[],
});
