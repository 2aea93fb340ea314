import type { ComponentAttribute } from "../../../defineComponent";
import type { cartesianPropsShape } from "./cartesianProps";
import { xTypes } from "./chartSchemas";

/** The documentation of the attributes line, area and bar charts share (docs only: the viewer never loads it). */
export const cartesianAttributes = {
  input: {
    name: "input",
    type: "object[]",
    description:
      "The rows to plot, usually a data source's result (ds.name). Without rows the chart shows 'No input provided.'.",
  },
  x: {
    name: "x",
    type: "string",
    description: "The field of each row on the x axis (a category, a date or a number).",
  },
  y: {
    name: "y",
    type: "string | (string | { field, name?, color?, hidden? })[]",
    description:
      "The field(s) plotted on the y axis, one series each; an object names the series, colours it (palette name " +
      "such as blue or blue.300, or a CSS colour) or starts it hidden (switched off in the legend).",
  },
  seriesBy: {
    name: "seriesBy",
    type: "string",
    description: "Splits the rows into one series per distinct value of this field (e.g. symbol or region).",
  },
  xType: {
    name: "xType",
    type: "string",
    description: "The x axis: 'auto' (default) reads dates as a time axis, numbers as values and text as categories.",
    options: xTypes,
  },
  title: { name: "title", type: "string", description: "Caption above the chart, also its accessible name." },
  xLabel: { name: "xLabel", type: "string", description: "Name shown under the x axis." },
  yLabel: { name: "yLabel", type: "string", description: "Name shown beside the y axis." },
  height: {
    name: "height",
    type: "number",
    description: "Height of the plot in pixels (default 320); the width follows the container.",
  },
  zoom: {
    name: "zoom",
    type: "boolean",
    description:
      "Adds a zoom slider under the x axis; inside the plot, drag to pan and Ctrl + wheel to zoom. On whenever a range parameter is set.",
  },
  xMinParameter: {
    name: "xMinParameter",
    type: "string",
    description:
      "Parameter that receives the first x value shown when the user zooms (at most once a second); setting it elsewhere moves the zoom.",
  },
  xMaxParameter: {
    name: "xMaxParameter",
    type: "string",
    description: "Parameter that receives the last x value shown when the user zooms (at most once a second).",
  },
  targetField: {
    name: "targetField",
    type: "string",
    description:
      "Field of a row holding the URL a click on its point opens (default: the row's 'target', else its 'url'). Only safe URLs are followed.",
  },
  interactiveTooltip: {
    name: "interactiveTooltip",
    type: "boolean",
    description:
      "Lets the pointer move into the tooltip: it then hides 100 ms after the pointer leaves instead of at once. Tooltips show after 200 ms.",
  },
  onPointClick: {
    name: "onPointClick",
    type: "(row, api) => boolean | void",
    description:
      "Called with the clicked point's row and the canvas api (api.setParameter…) instead of following the row's target; return true to follow it as well.",
  },
} satisfies Record<keyof typeof cartesianPropsShape, ComponentAttribute>;
